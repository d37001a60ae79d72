/**
 * Runs once when a server process starts: opens the database so that migrations (and, on an empty
 * embedded database, the demo seed) are applied before the first request, not during it. If that
 * fails the server stops with the reason (server/startup.ts) instead of answering 500 to everything.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  (await import("./server/http/method-gate")).installMethodGate();
  const { startServer } = await import("./server/startup");
  await startServer();
}
