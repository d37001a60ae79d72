import { sessionTokenFor } from "@/tests/helpers/auth";
import type { ApiResult } from "@/tests/integration/knowledge/api-client";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Params = Record<string, string>;
type Handler<P extends Params> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;
export type RouteModule<P extends Params = Params> = Partial<Record<Method, Handler<P>>>;

export type Call<P extends Params = Params> = {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  params?: P;
  headers?: Record<string, string>;
};

/** Calls one handler of a route module as Next would (with its dynamic params) and reads the JSON. */
export async function call<P extends Params>(
  module: RouteModule<P>,
  method: Method,
  path: string,
  { token, body, query = {}, params, headers = {} }: Call<P> = {},
): Promise<ApiResult & { body: Record<string, unknown> }> {
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
  return { status: response.status, body: await response.json() };
}

export type SeededCallers = Record<"admin" | "member" | "superadmin", string>;

/** Tokens of the seeded demo users (tests/helpers/test-db.ts with seed: true). */
export async function seededCallers(): Promise<SeededCallers> {
  return {
    admin: await sessionTokenFor("admin@example.com"),
    member: await sessionTokenFor("member@example.com"),
    superadmin: await sessionTokenFor("superadmin@example.com"),
  };
}

/** Every caller but the superadmin: anonymous is 401, the rest 403. */
export const refusedCallers = (callers: SeededCallers) =>
  [
    [undefined, 401],
    [callers.member, 403],
    [callers.admin, 403],
  ] as const;
