/**
 * The one way integration tests call a route handler: as Next would, with a real `Request` (bearer
 * token, JSON body, query string, dynamic params) and the JSON answer read back. Suites build their
 * own vocabulary on top (the helpers.ts beside each suite), never their own requests, except where
 * the body is not JSON (multipart uploads) or the answer is a stream (chat).
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Params = Record<string, string>;
type Handler<P extends Params> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;
export type RouteModule<P extends Params = Params> = Partial<Record<Method, Handler<P>>>;

export type Call<P extends Params = Params> = {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  params?: P;
  /** Sent as they are; `accept-language` is `en` unless given here. */
  headers?: Record<string, string>;
};

export type ApiResult = {
  status: number;
  headers: Headers;
  body: { success: boolean; error?: string; data?: unknown; [field: string]: unknown };
};

/** Calls one handler of a route module and reads its JSON answer. */
export async function call<P extends Params>(
  module: RouteModule<P>,
  method: Method,
  path: string,
  { token, body, query = {}, params, headers = {} }: Call<P> = {},
): Promise<ApiResult> {
  const handler = module[method];
  if (!handler) throw new Error(`${path} has no ${method} handler`);
  const url = new URL(path, "http://localhost");
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const requestHeaders: Record<string, string> = { "accept-language": "en", ...headers };
  if (token) requestHeaders.authorization = `Bearer ${token}`;
  if (body !== undefined) requestHeaders["content-type"] = "application/json";
  const response = await handler(
    new Request(url, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve(params ?? ({} as P)) },
  );
  return readApiResult(response);
}

/** A handler's JSON answer as tests assert it. */
export async function readApiResult(response: Response): Promise<ApiResult> {
  const result = { status: response.status, body: await response.json() };
  // Readable (`result.headers.get(...)`) but not enumerable, so `toEqual({ status, body })` stays the
  // idiom for asserting a whole answer.
  return Object.defineProperty(result, "headers", {
    value: response.headers,
    enumerable: false,
  }) as ApiResult;
}

/** `call` bound to one path and route module: `api("POST", { token, body })`. */
export function apiClient<P extends Params>(path: string, module: RouteModule<P>) {
  return (method: Method, options: Call<P> = {}) => call(module, method, path, options);
}

/** An ISO 8601 timestamp as the API writes it. */
export const ISO_DATE = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** Timestamps have millisecond precision: lets a later write carry a later time. */
export const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));
