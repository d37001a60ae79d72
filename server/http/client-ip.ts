import "server-only";

/**
 * The caller's IP for per-IP rate limits. The app runs behind `next start` (which fills
 * x-forwarded-for from the socket) or a reverse proxy that sets it; the left-most entry is the client
 * as the first proxy saw it. Requests with neither header share one bucket rather than none.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
}
