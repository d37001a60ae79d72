/**
 * Runs once when a server process starts: opens the database so that migrations (and, on an empty
 * embedded database, the demo seed) are applied before the first request, not during it. If the
 * database cannot be opened (held by another process, or broken with no backup that restores) the
 * server stops with the reason instead of answering every request with 500.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/startup");
  try {
    await startServer();
  } catch (error) {
    console.error(`[asistente] cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
