import "server-only";
import { config } from "@/server/config";

/**
 * The caller's IP for per-IP rate limits. Each proxy appends the address it saw to X-Forwarded-For,
 * so only the right-most entries are trustworthy: with TRUSTED_PROXY_HOPS=N (default 1, one reverse
 * proxy in front of the app) the client is the N-th entry from the right, and anything further left
 * was written by the client itself. Without a proxy, `next start` fills the header from the socket
 * only when the client sent none, so a direct deployment cannot fully trust it; per-address limits
 * still bound what a client with changing addresses can do. No header at all shares one bucket.
 */
export function clientIp(request: Request): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = config().trustedProxyHops;
  const fromProxy = entries.length ? entries[Math.max(0, entries.length - hops)] : undefined;
  return fromProxy || request.headers.get("x-real-ip")?.trim() || "unknown";
}
