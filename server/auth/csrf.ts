import "server-only";
import { AppError } from "@/server/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** GET, HEAD and OPTIONS change nothing; every other method is a write. */
export const isSafeMethod = (request: Request) => SAFE_METHODS.has(request.method.toUpperCase());

/** The hosts this request may legitimately come from: as Next saw it, and as the proxy forwarded it. */
function ownHosts(request: Request): Set<string> {
  const hosts = new Set([new URL(request.url).host]);
  for (const name of ["host", "x-forwarded-host"]) {
    const value = request.headers.get(name)?.split(",")[0]?.trim();
    if (value) hosts.add(value.toLowerCase());
  }
  return hosts;
}

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    try {
      return ownHosts(request).has(new URL(origin).host);
    } catch {
      return false;
    }
  }
  // Browsers that omit Origin still send Fetch Metadata; a request with neither is not trusted.
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/**
 * Cookie-authenticated writes must come from the app's own pages (DESIGN §5): SameSite=Lax already
 * stops most cross-site POSTs, this closes the rest (same-site subdomains, older browsers).
 */
export function assertSameOriginWrite(request: Request): void {
  if (isSafeMethod(request)) return;
  if (!isSameOrigin(request)) throw new AppError("FORBIDDEN", "crossOrigin");
}
