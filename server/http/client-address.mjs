// The client's socket address, carried from Node's HTTP server to the app. Plain JavaScript: the custom
// server (scripts/serve.mjs) runs it before any bundling, and server/http/client-ip.ts reads the same
// names. Route handlers only ever see a WHATWG Request, never the socket, so the server writes the
// peer's address into a header of its own on every request, overwriting whatever the client sent.

export const CLIENT_ADDRESS_HEADER = "x-asistente-client-ip";

// Set once by the custom server: only then does the header come from the socket. Under `next start`
// (or anything else that serves the app) the header is whatever the client wrote, so it is ignored.
const STAMPED = Symbol.for("asistente.client-address-stamped");

export function trustStampedClientAddress() {
  globalThis[STAMPED] = true;
}

export function stampedClientAddressTrusted() {
  return globalThis[STAMPED] === true;
}

/** "::ffff:127.0.0.2" (an IPv4 client of a dual-stack socket) → "127.0.0.2"; anything else as it is. */
export function plainAddress(address) {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

/**
 * Replaces every copy of the header the client sent with the socket's peer address (or removes it
 * when the socket has none, e.g. once it is destroyed). Both views Node keeps are rewritten: the
 * parsed `headers` object Next reads and the raw list.
 */
export function stampClientAddress(request) {
  const address = request.socket?.remoteAddress;
  const raw = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i].toLowerCase() !== CLIENT_ADDRESS_HEADER)
      raw.push(request.rawHeaders[i], request.rawHeaders[i + 1]);
  }
  delete request.headers[CLIENT_ADDRESS_HEADER];
  if (address) {
    request.headers[CLIENT_ADDRESS_HEADER] = plainAddress(address);
    raw.push(CLIENT_ADDRESS_HEADER, plainAddress(address));
  }
  request.rawHeaders.splice(0, request.rawHeaders.length, ...raw);
}
