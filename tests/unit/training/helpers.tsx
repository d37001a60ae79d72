import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

export type Reply = { status?: number; body: unknown } | "network-error";
type Route = Reply | Reply[] | ((body: unknown) => Reply);

/** Renders a training component with real messages and a fresh query cache (no retries). */
export function renderTraining(ui: ReactElement, { locale = "en" }: { locale?: "en" | "es" } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  return {
    client,
    ...renderWithIntl(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { locale }),
  };
}

/** The part of a fetch Response the API client reads (jsdom has no Response). */
const jsonResponse = (body: unknown, status = 200) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

/**
 * Answers fetch by "METHOD url". A list answers in turn and repeats its last reply; a function gets
 * the parsed JSON body. Unknown routes fail the test loudly.
 */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${url}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`Unexpected call: ${key}`);
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const reply =
      typeof route === "function"
        ? route(body)
        : Array.isArray(route)
          ? route.length > 1
            ? route.shift()!
            : route[0]
          : route;
    if (reply === "network-error") throw new TypeError("Failed to fetch");
    return jsonResponse(reply.body, reply.status);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made to one "METHOD url", with their parsed JSON bodies. */
export function callsTo(fetchMock: jest.Mock, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(
      ([callUrl, init]) => callUrl === url && ((init as RequestInit | undefined)?.method ?? "GET") === method,
    )
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === "string" ? JSON.parse(body) : undefined;
    });
}
