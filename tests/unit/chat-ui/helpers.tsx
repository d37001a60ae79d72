import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { ReadableStream, type ReadableStreamDefaultController } from "node:stream/web";
import { TextDecoder, TextEncoder } from "node:util";
import { ChatScreen } from "@/components/chat/chat-screen";
import type { ChatOrganization } from "@/components/chat/types";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// jsdom has neither; the chat client decodes the streamed bytes with TextDecoder.
Object.assign(globalThis, { TextDecoder, TextEncoder });
// jsdom does not scroll; the screen scrolls its conversation to the newest message.
Element.prototype.scrollTo = jest.fn();

/** Renders with real messages and a fresh query cache (no retries); `rerender` keeps both. */
export function renderChatUi(ui: ReactElement, { locale = "en" }: { locale?: "en" | "es" } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider
      locale={locale}
      messages={locale === "es" ? es : en}
      timeZone="America/Mexico_City"
    >
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

type FakeResponse = {
  ok: boolean;
  status: number;
  headers: { get: (name: string) => string | null };
  body: ReadableStream<Uint8Array> | null;
  json: () => Promise<unknown>;
};

export function jsonResponse(body: unknown, status = 200): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
    body: null,
    json: async () => body,
  };
}

/** An NDJSON response whose lines the test pushes when it wants (`push`), then `close`s. */
export function ndjsonStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const response: FakeResponse = {
    ok: true,
    status: 200,
    headers: { get: (name) => (name.toLowerCase() === "content-type" ? "application/x-ndjson" : null) },
    body,
    json: async () => null,
  };
  return {
    response,
    /** Sends raw text (may split a line) or whole events as lines. */
    push(...events: (object | string)[]) {
      for (const event of events) {
        controller.enqueue(encoder.encode(typeof event === "string" ? event : `${JSON.stringify(event)}\n`));
      }
    },
    close: () => controller.close(),
  };
}

/** A whole NDJSON reply at once. */
export function ndjsonReply(...events: object[]) {
  const stream = ndjsonStream();
  stream.push(...events);
  stream.close();
  return stream.response;
}

type Route = FakeResponse | ((body: unknown) => FakeResponse | Promise<FakeResponse>);

/**
 * Answers fetch by "METHOD url" (a list answers in turn); unknown routes fail the test loudly.
 * GET /api/chat/popular-questions and /api/chat/conversations answer empty unless given.
 */
export function mockFetch(routes: Record<string, Route | Route[]>) {
  const all: Record<string, Route | Route[]> = {
    "GET /api/chat/popular-questions": jsonResponse({ success: true, questions: [] }),
    "GET /api/chat/conversations": jsonResponse({ success: true, conversations: [] }),
    ...routes,
  };
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${url}`;
    // A route given without a query answers it with any query (the chips' ?assistant_id=, say).
    const entry = all[key] ?? all[key.split("?")[0]];
    if (entry === undefined) throw new Error(`Unexpected call: ${key}`);
    const route = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]) : entry;
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    return typeof route === "function" ? route(body) : route;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Parsed JSON bodies of the calls to one "METHOD url". */
export function bodiesOf(fetchMock: jest.Mock, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([callUrl, init]) => callUrl === url && ((init as RequestInit)?.method ?? "GET") === method)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

export const answer = {
  type: "done",
  response: "We open **9 to 18 h** [1].",
  interaction_id: "int-1",
  sources: [{ number: 1, kind: "knowledge_block", id: "kb-1", title: "Horario de atención", page: null }],
  answered: true,
  conversation_id: "conv-1",
};

export const DEMO: ChatOrganization = { name: "Demo S.A.", color: "#1d4ed8", imageUrl: null };

export function renderScreen({ locale = "en" }: { locale?: "en" | "es" } = {}) {
  return renderChatUi(<ChatScreen userName="Ana López" organization={DEMO} />, { locale });
}
