import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { Server, ServerResponse } from "node:http";
import { settleBackgroundWork } from "@/server/background";

/**
 * A clean stop on SIGTERM and SIGINT (`npm start` sets NEXT_MANUAL_SIG_HANDLE, so Next leaves the
 * signals to us): stop taking connections, let requests in flight finish (at most DRAIN_MS, also for
 * background work such as document processing, which stops between batches once `isShuttingDown()`),
 * then `close()` (CHECKPOINT and close the database) and exit. A database closed this way opens next
 * time with no WAL to replay; work cut short is picked up at the next start.
 *
 * Next does not hand its HTTP server to the app: Node's `http.server.request.start` diagnostics
 * channel tells us about each server (and request) as requests arrive.
 */

const DRAIN_MS = 10_000;
// Past this the process exits anyway: a stuck close must not keep a stopped server alive.
const FORCE_EXIT_MS = DRAIN_MS + 20_000;

const servers = new Set<Server>();
let requestsInFlight = 0;
let stopping = false;

/** True once a stop began: long work should end at its next safe point. */
export function isShuttingDown(): boolean {
  return stopping;
}

export function installGracefulShutdown(close: () => Promise<void>): void {
  diagnostics.subscribe("http.server.request.start", (message) => {
    const { server, response } = message as { server: Server; response: ServerResponse };
    servers.add(server);
    requestsInFlight++;
    // A request arriving on a kept-alive connection during the stop is served, then the connection ends.
    if (stopping) response.setHeader("connection", "close");
    response.once("close", () => requestsInFlight--);
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => void stop(signal, close));
  }
}

async function stop(signal: string, close: () => Promise<void>): Promise<void> {
  if (stopping) return; // a shell sends SIGINT to the whole group: the wrapper forwards one more
  stopping = true;
  setTimeout(() => {
    console.error(`[asistente] could not stop cleanly within ${FORCE_EXIT_MS / 1000} s: exiting`);
    process.exit(1);
  }, FORCE_EXIT_MS).unref();
  console.info(`[asistente] ${signal}: finishing requests in flight, then closing the database`);
  const deadline = Date.now() + DRAIN_MS;
  for (const server of servers) {
    server.close();
    server.closeIdleConnections();
  }
  while (requestsInFlight > 0 && Date.now() < deadline) await delay(50);
  for (const server of servers) server.closeAllConnections();
  await Promise.race([settleBackgroundWork(), delay(Math.max(0, deadline - Date.now()))]);
  try {
    await close();
    console.info("[asistente] database closed cleanly");
    process.exit(0);
  } catch (error) {
    console.error("[asistente] closing the database failed", error);
    process.exit(1);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
