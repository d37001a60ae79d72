import { ApiError, apiRequest } from "@/lib/api/client";
import {
  CHAT_STREAM_MEDIA_TYPE,
  type ChatSource,
  type ChatStreamEvent,
  type ConversationMessage,
  type ConversationSummary,
  type Rating,
  type SourceKind,
} from "@/lib/validation/chat";

export type { ChatSource, ChatStreamEvent, ConversationSummary, SourceKind } from "@/lib/validation/chat";
export type ChatRating = Rating;
/** A stored question and its answer, as a reopened conversation lists them. */
export type StoredExchange = ConversationMessage;

/** The chat API of spec §7 as the UI sees it; the streamed events are shared with the server. */
type ChatReply = Omit<Extract<ChatStreamEvent, { type: "done" }>, "type">;

export type SourceDetail = { title: string; content?: string; url?: string };

function serverError(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" && error.trim() ? error : null;
}

/** Parses newline-delimited JSON as it arrives; a line split across chunks is joined first. */
async function* readNdjson<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split("\n");
      buffer = done ? "" : lines.pop()!;
      for (const line of lines) if (line.trim()) yield JSON.parse(line) as T;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * POST /api/chat, streamed: every event goes to `onEvent` as it arrives. A non-OK status or an
 * unreachable server throws an ApiError (with the server's text, e.g. for 429); an `error` event or
 * a stream that ends without `done` throws one too. A server that answers plain JSON is read as one
 * `done` event.
 */
export async function streamChat(
  input: { message: string; conversationId: string | null; assistantId?: string | null },
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: ChatStreamEvent) => void },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/chat", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: CHAT_STREAM_MEDIA_TYPE },
      body: JSON.stringify({
        message: input.message,
        ...(input.conversationId && { conversation_id: input.conversationId }),
        ...(input.assistantId && { assistant_id: input.assistantId }),
      }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(null, null);
  }
  if (!response.ok) {
    throw new ApiError(response.status, serverError(await response.json().catch(() => null)));
  }
  if (!response.body || !response.headers.get("Content-Type")?.includes(CHAT_STREAM_MEDIA_TYPE)) {
    onEvent({ ...((await response.json()) as ChatReply), type: "done" });
    return;
  }
  for await (const event of readNdjson<ChatStreamEvent>(response.body)) {
    if (event.type === "error") throw new ApiError(response.status, null);
    onEvent(event);
    if (event.type === "done") return;
  }
  throw new ApiError(response.status, null);
}

export const chatKeys = {
  all: ["chat"] as const,
  conversations: () => [...chatKeys.all, "conversations"] as const,
  popularQuestions: (assistantId: string | null = null) =>
    [...chatKeys.all, "popular-questions", assistantId] as const,
  source: (kind: SourceKind, id: string) => [...chatKeys.all, "source", kind, id] as const,
};

export async function fetchConversations(): Promise<ConversationSummary[]> {
  const { conversations } = await apiRequest<{ conversations?: ConversationSummary[] }>(
    "/api/chat/conversations",
  );
  return [...(conversations ?? [])].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** A stored conversation: its messages and the assistant it reopens with (null: the default). */
export async function fetchConversation(
  id: string,
): Promise<{ assistantId: string | null; messages: StoredExchange[] }> {
  const { conversation, messages } = await apiRequest<{
    conversation?: { assistant_id?: string | null };
    messages?: StoredExchange[];
  }>(`/api/chat/conversations/${encodeURIComponent(id)}`);
  return { assistantId: conversation?.assistant_id ?? null, messages: messages ?? [] };
}

/** The chips of one assistant (issue 23), or of the whole organisation when none is named. */
export async function fetchPopularQuestions(
  assistantId: string | null = null,
): Promise<{ id: string; question: string }[]> {
  const query = assistantId ? `?assistant_id=${encodeURIComponent(assistantId)}` : "";
  const { questions } = await apiRequest<{ questions?: { id: string; question: string }[] }>(
    `/api/chat/popular-questions${query}`,
  );
  return questions ?? [];
}

export async function fetchSource(kind: SourceKind, id: string): Promise<SourceDetail> {
  const { source } = await apiRequest<{ source: SourceDetail }>(
    `/api/chat/sources/${kind}/${encodeURIComponent(id)}`,
  );
  return source;
}

export async function rateAnswer(interactionId: string, rating: Rating): Promise<void> {
  await apiRequest("/api/chat/rating", { method: "POST", json: { interaction_id: interactionId, rating } });
}

/**
 * The stored file of a document source, at the cited page when there is one (PDF viewers read
 * #page=N), or at the cited minute of a recording (browsers' players read the media fragment #t=).
 */
export function documentHref(source: Pick<ChatSource, "id" | "page" | "place">): string {
  const file = `/api/documents/${encodeURIComponent(source.id)}/file`;
  if (source.place?.kind === "time") return `${file}#t=${source.place.start},${source.place.end}`;
  return source.page ? `${file}#page=${source.page}` : file;
}
