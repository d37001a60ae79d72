// Stands in for @prisma/streams-local, which only `prisma dev` loads (to run Prisma Streams locally)
// and which needs Node 22: Asistente never runs `prisma dev`, and supports Node 20 (see README.md here).
export async function startLocalDurableStreamsServer() {
  throw new Error("`prisma dev` is not available in Asistente: @prisma/streams-local is replaced by a stub.");
}
