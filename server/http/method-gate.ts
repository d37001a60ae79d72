import "server-only";
import http from "node:http";
import { requestLocale, translateError } from "@/server/i18n";

/**
 * The HTTP methods the app answers: the API's (each route still answers 405 for the ones it does not
 * export) and, elsewhere, what browsers send to pages (POST for forms and server actions).
 */
const API_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

let installed = false;

/**
 * Answers 405 to any other method before Next sees the request. Next turns every request into a
 * WHATWG Request, and the Fetch standard refuses TRACE and TRACK outright (a TypeError Next reports
 * as a 500); other methods (PROPFIND…) would render a page. Next gives route code no hook ahead
 * of that step, so the gate sits on the Node server's "request" event. CONNECT never gets here (Node
 * closes the connection when nothing listens for it), nor do methods Node's parser does not know
 * (TRACK…), which Node answers 400 itself.
 */
export function installMethodGate(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function gatedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (refuseUnsupportedMethod(request, response)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

/** Writes the 405 and returns true when the method is not one the path serves. */
export function refuseUnsupportedMethod(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  const method = request.method ?? "";
  const isApi = /^\/api(\/|\?|$)/.test(request.url ?? "");
  const allowed = isApi ? API_METHODS : PAGE_METHODS;
  if (allowed.has(method)) return false;
  response.setHeader("Allow", [...allowed].join(", "));
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("X-Content-Type-Options", "nosniff");
  if (isApi) {
    const locale = requestLocale(
      new Request("http://localhost/", {
        headers: {
          "accept-language": String(request.headers["accept-language"] ?? ""),
          cookie: String(request.headers.cookie ?? ""),
        },
      }),
    );
    response.writeHead(405, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ success: false, error: translateError(locale, "methodNotAllowed") }));
  } else {
    response.writeHead(405, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("405 Method Not Allowed");
  }
  // The body is never read: drop it rather than keep the connection busy with it.
  request.resume();
  return true;
}
