import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { ChatStreamEvent } from "@/lib/validation/chat";
import { isAppError } from "@/server/errors";
import { translateError } from "@/server/i18n";
import type { AssistantReply } from "@/server/services/chat/ask";

/**
 * The streamed form of a reply for the chat screen: `start`, the answer's `delta`s in order, then
 * `done` with the stored answer, or `error` with the message to show (nothing was stored then).
 */
export async function* chatStreamEvents(
  reply: AssistantReply,
  locale: Locale,
): AsyncGenerator<ChatStreamEvent> {
  yield { type: "start", conversation_id: reply.conversationId };
  try {
    for await (const text of reply.deltas) if (text) yield { type: "delta", text };
  } catch {
    // The same failure rejects `reply.answer`, already mapped to what the member should read.
  }
  try {
    const answer = await reply.answer;
    yield {
      type: "done",
      response: answer.response,
      interaction_id: answer.interactionId,
      sources: answer.sources,
      answered: answer.answered,
      topics: answer.topics,
      conversation_id: answer.conversationId,
    };
  } catch (error) {
    yield { type: "error", error: errorMessage(error, locale) };
  }
}

function errorMessage(error: unknown, locale: Locale): string {
  if (isAppError(error)) return translateError(locale, error.messageKey, error.options.values);
  console.error("[chat] streamed answer failed", error);
  return translateError(locale, "internal");
}
