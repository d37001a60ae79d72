import "server-only";
import { config } from "@/server/config";

/** The one bucket every caller shares when no trusted proxy tells the callers apart. */
export const UNIDENTIFIED_CLIENT = "unidentified";

/**
 * The caller's address for per-IP rate limits. Each proxy appends the address it saw to
 * X-Forwarded-For, so only the right-most entries are trustworthy: with TRUSTED_PROXY_HOPS=N (N proxies
 * in front of the app) the client is the N-th entry from the right, and anything further left was
 * written by the client itself.
 *
 * With the default TRUSTED_PROXY_HOPS=0 nothing sits in front of the server, so every forwarded header
 * was written by the client and is ignored: otherwise any client could claim a fresh address and a
 * fresh allowance on every request. Route handlers never see the socket's address (`next start` only
 * copies it into X-Forwarded-For when the client sent none, which a client can pre-empt), so such
 * callers share one bucket; the per-e-mail limits still bound each account.
 */
export function clientIp(request: Request): string {
  const hops = config().trustedProxyHops;
  if (hops === 0) return UNIDENTIFIED_CLIENT;
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const fromProxy = entries.length ? entries[Math.max(0, entries.length - hops)] : undefined;
  return fromProxy || request.headers.get("x-real-ip")?.trim() || UNIDENTIFIED_CLIENT;
}
