// Serves the built app: Next's documented custom server (Node's HTTP server in front of Next's request
// handler) instead of `next start`, so that each request's socket address reaches the app
// (server/http/client-address.mjs) and per-IP limits are per client with no proxy in front.
//
// `npm start` (scripts/start.mjs), the browser tests (scripts/e2e-server.mjs), the crash test and the
// bench all serve through it. Run alone (`node scripts/serve.mjs`) it serves the existing build on
// $PORT (default 3000).
//
// Stopping: NEXT_MANUAL_SIG_HANDLE hands SIGINT and SIGTERM to server/shutdown.ts (installed when the
// app starts, instrumentation.ts), which finishes the requests in flight, checkpoints and closes the
// embedded database, then exits.
import http from "node:http";
import { pathToFileURL } from "node:url";
import { stampClientAddress, trustStampedClientAddress } from "../server/http/client-address.mjs";

export async function serve({ port = Number(process.env.PORT ?? 3000), hostname } = {}) {
  process.env.NODE_ENV = "production";
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  process.env.NEXT_MANUAL_SIG_HANDLE = "true";
  trustStampedClientAddress();
  // Loaded after NODE_ENV is set: Next reads it as it loads.
  const { default: next } = await import("next");
  const server = http.createServer((request, response) => {
    stampClientAddress(request);
    handle(request, response).catch((error) => {
      console.error(`[asistente] failed to handle ${request.method} ${request.url}`, error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
  const app = next({ dev: false, port, hostname, httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  const address = `http://${hostname ?? "localhost"}:${port}`;
  console.info(`[asistente] listening on ${address}: opening the database…`);
  // In production Next runs instrumentation.ts (migrations, the demo seed, the shutdown handlers) when
  // the first request arrives: this one, so that the database is ready before anyone asks and "ready"
  // below is true. If the database cannot be opened, server/startup.ts stops the process with the reason.
  const health = await fetch(`http://${loopbackHost(hostname)}:${port}/api/health`);
  if (!health.ok) throw new Error(`the server is not healthy: GET /api/health answered ${health.status}`);
  console.info(`[asistente] ready on ${address} (${process.uptime().toFixed(1)} s after start)`);
  return server;
}

/** Where this machine reaches the server: the address it listens on, or loopback when it is all of them. */
function loopbackHost(hostname) {
  if (!hostname || hostname === "0.0.0.0" || hostname === "::") return "127.0.0.1";
  return hostname.includes(":") ? `[${hostname}]` : hostname;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await serve();
