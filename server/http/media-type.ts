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

/** The request's Accept header names `type` exactly (parameters and quality values aside). */
export function accepts(request: Request, type: string): boolean {
  return (request.headers.get("accept") ?? "")
    .split(",")
    .some((entry) => entry.split(";")[0].trim().toLowerCase() === type);
}
