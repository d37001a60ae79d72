import "server-only";
import type { z } from "zod";
import { AppError, isAppError } from "@/server/errors";
import { parseInput } from "@/server/validation";
import { readBodyBytes } from "./body";
import { isJsonRequest } from "./media-type";
import { containsUrlControlCharacters, urlHasControlCharacters } from "@/lib/validation/control-characters";
import { requestLocale, translateError } from "@/server/i18n";

const NO_STORE = { "Cache-Control": "no-store" };

/** A JSON response that is never cached (every API answer may carry tenant data). */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const [key, value] of Object.entries(NO_STORE)) headers.set(key, value);
  return Response.json(body, { ...init, headers });
}

/** `{success:false, error}` with the error's status, in the caller's language. Never leaks internals. */
export function errorResponse(error: unknown, request: Request): Response {
  const locale = requestLocale(request);
  if (isAppError(error)) {
    const headers: Record<string, string> = {};
    if (error.options.retryAfterSeconds !== undefined) {
      headers["Retry-After"] = String(Math.max(1, Math.ceil(error.options.retryAfterSeconds)));
    }
    const message = translateError(locale, error.messageKey, error.options.values);
    return json({ success: false, error: message }, { status: error.status, headers });
  }
  // Unknown failures are logged with their detail server-side and answered generically.
  console.error("[api] unhandled error", request.method, new URL(request.url).pathname, error);
  return json({ success: false, error: translateError(locale, "internal") }, { status: 500 });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler so that every thrown error becomes the API's JSON error shape, and refuses a
 * URL with control characters before the handler runs.
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      await refuseControlCharactersInUrl(request, context);
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

/**
 * A NUL in a path segment or the query (`/api/documents/%00`) would reach PostgreSQL as an id, which
 * refuses it with an error (22021) that would answer 500: checked here once, for every route, on the
 * path and query as sent and on the dynamic segments Next decoded from them.
 */
async function refuseControlCharactersInUrl(request: Request, context: unknown): Promise<void> {
  const params: unknown =
    context !== null && typeof context === "object" && "params" in context ? await context.params : {};
  const segments = Object.values(params ?? {}).flat();
  if (
    urlHasControlCharacters(new URL(request.url)) ||
    containsUrlControlCharacters(segments.filter((segment) => typeof segment === "string"))
  ) {
    throw new AppError("BAD_REQUEST", "urlControlCharacters");
  }
}

const DEFAULT_MAX_JSON_BYTES = 1_000_000;

/**
 * Reads a JSON body and validates it. 415 unless the body is JSON, 413 past the size limit, 400 for
 * malformed JSON or a schema violation (the first issue's message is a key of the "Errors" namespace).
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = DEFAULT_MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  if (!isJsonRequest(request)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "jsonRequired");
  }
  // Counted while it streams: a chunked body without Content-Length is never read past the limit.
  const bytes = await readBodyBytes(request, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new AppError("BAD_REQUEST", "invalidJson");
  }
  return parseInput(schema, data);
}

/** Reads the query string (`?name=value`, the last value of a repeated name) and validates it. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  return parseInput(schema, Object.fromEntries(new URL(request.url).searchParams));
}
