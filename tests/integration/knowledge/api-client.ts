import { sessionTokenFor } from "@/tests/helpers/auth";
import { OTHER_ORGANIZATION, createSecondOrganization } from "@/tests/helpers/organizations";

/** Calls a route module's handlers directly, as Next would, and reads the JSON answer. */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (request: Request, context: unknown) => Promise<Response>;

export type CallOptions = {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

export type ApiResult = {
  status: number;
  body: { success: boolean; error?: string; data?: unknown; [field: string]: unknown };
};

export function apiClient(path: string, handlers: Partial<Record<Method, Handler>>) {
  return async (method: Method, { token, body, query = {}, headers = {} }: CallOptions = {}) => {
    const handler = handlers[method];
    if (!handler) throw new Error(`${path} has no ${method} handler`);
    const url = new URL(path, "http://localhost");
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const requestHeaders: Record<string, string> = { "accept-language": "en", ...headers };
    if (token) requestHeaders.authorization = `Bearer ${token}`;
    if (body !== undefined) requestHeaders["content-type"] = "application/json";
    const request = new Request(url, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await handler(request, undefined);
    return { status: response.status, body: await response.json() } as ApiResult;
  };
}

export { createSecondOrganization };

export type Callers = Record<"admin" | "member" | "superadmin" | "otherAdmin", string>;

export async function signInCallers(): Promise<Callers> {
  return {
    admin: await sessionTokenFor("admin@example.com"),
    member: await sessionTokenFor("member@example.com"),
    superadmin: await sessionTokenFor("superadmin@example.com"),
    otherAdmin: await sessionTokenFor(OTHER_ORGANIZATION.admin),
  };
}

export const ISO_DATE = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** Timestamps have millisecond precision: lets a later write carry a later time. */
export const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));
