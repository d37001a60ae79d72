import "server-only";

/** The request body's media type without parameters, lower-cased: "application/json; charset=utf-8" → "application/json". */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * Exactly JSON (or a +json type). A substring test would accept "text/plain;application/json", a
 * type that cross-site pages can send without a CORS preflight.
 */
export function isJsonRequest(request: Request): boolean {
  const type = mediaTypeOf(request);
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}
