import "server-only";
import { config } from "@/server/config";
import { CLIENT_ADDRESS_HEADER, plainAddress, stampedClientAddressTrusted } from "./client-address.mjs";

/** The one bucket callers share when the server cannot tell them apart (the app served by `next start`). */
export const UNIDENTIFIED_CLIENT = "unidentified";

/**
 * The caller's address, for per-IP rate limits and the audit trail.
 *
 * With the default TRUSTED_PROXY_HOPS=0 nothing sits in front of the server: the address is the
 * socket's peer, which the custom server (scripts/serve.mjs) writes into its own header on every
 * request, overwriting anything the client sent. X-Forwarded-For and X-Real-IP are ignored: the client
 * wrote them, and could otherwise claim a fresh allowance on every request.
 *
 * Behind N proxies (TRUSTED_PROXY_HOPS=N) each proxy appends the address it saw to X-Forwarded-For,
 * so the client is the N-th entry from the right and anything further left was written by the client
 * itself. The socket's peer is then the nearest proxy, used only when no proxy header is present.
 *
 * Served some other way (`next start`), the header cannot be told from a forged one: every caller
 * shares one bucket at hops 0, and the per-account limits still bound each account.
 */
export function clientIp(request: Request): string {
  const peer = socketAddress(request);
  const hops = config().trustedProxyHops;
  if (hops === 0) return peer ?? UNIDENTIFIED_CLIENT;
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const fromProxy = entries.length ? entries[Math.max(0, entries.length - hops)] : undefined;
  return (
    (fromProxy && plainAddress(fromProxy)) ||
    request.headers.get("x-real-ip")?.trim() ||
    peer ||
    UNIDENTIFIED_CLIENT
  );
}

function socketAddress(request: Request): string | null {
  if (!stampedClientAddressTrusted()) return null;
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null;
}
