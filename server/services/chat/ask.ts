import "server-only";
import crypto from "node:crypto";
import type { SupportQuestioner } from "@/lib/auth/impersonation";
import type { Locale } from "@/lib/i18n/locales";
import type { ChatSource } from "@/lib/validation/chat";
import { answerEngine } from "@/server/ai/engine";
import { AnswerError, isAnswerError, type AnswerEngine } from "@/server/ai/types";
import { AppError } from "@/server/errors";
import { assistantForChat, type ChatAssistant } from "@/server/services/assistants/access";
import { assistantDecline } from "@/server/services/assistants/decline";
import { answerQuestion } from "@/server/services/chat/answer-question";
import { assertOwnConversation, type ChatMember } from "@/server/services/chat/conversations";
import { storeInteraction } from "@/server/services/chat/interactions";
import { recordSupportQuestion } from "@/server/services/impersonation";
import { getOrganizationSummary } from "@/server/services/organizations/summary";
import { hit } from "@/server/services/rate-limit";

/**
 * Asking the assistant (DESIGN §7): the pipeline (answer-question.ts: tenant-scoped retrieval, the
 * relevance gate, the answer engine) and the stored interaction.
 *
 * A client that disconnects before the answer is complete aborts generation (the provider request is
 * closed) and nothing is stored: the member never saw that answer, so it must not reappear in their
 * conversation, count in the report or feed the popular questions. The message still counts towards
 * the rate limit, since the provider's cost was already spent. A provider failure or timeout stores
 * nothing either; the member sees the spec's error message and can ask again.
 *
 * A superadmin's support session asks in a test mode (issue 24 point 5): the same pipeline on the
 * member's organisation answers exactly as it would answer the member, but nothing is stored as the
 * member's (no interaction, no conversation: so no report row, knowledge gap, popular question or
 * analytics count), the rate limit counts against the superadmin, and the question is audited.
 */

/** OWASP LLM10: at most this many messages per member per minute. */
export const CHAT_RATE_LIMIT = { limit: 20, windowMs: 60_000 };

export type AskAssistant = {
  member: ChatMember;
  /** Set when a superadmin's support session asks as `member`: the test mode. */
  support?: SupportQuestioner | null;
  /** Validated: trimmed, 1 to 4,000 characters. */
  message: string;
  /** Continue this conversation (the member's own, else 404); a new one is started without it. */
  conversationId?: string | null;
  /**
   * The assistant asked (issue 23): absent, the default; a conversation keeps its own. One the member
   * may not use answers 403, another organisation's 404.
   */
  assistantId?: string | null;
  /** The member's language, for the fixed texts (no information, errors). */
  locale: Locale;
  /** Aborted when the client disconnects. */
  signal?: AbortSignal;
};

export type ChatAnswer = {
  /** Null in the support test mode: nothing was stored. */
  interactionId: string | null;
  /** Null in the support test mode outside one of the member's stored conversations. */
  conversationId: string | null;
  assistantId: string;
  response: string;
  sources: ChatSource[];
  answered: boolean;
  /** A decline's closest covered topics, to ask about (empty for an answer). */
  topics: string[];
};

export type AssistantReply = {
  conversationId: string | null;
  /** The answer's text as it is generated; fails like `answer` when generation fails. */
  deltas: AsyncIterable<string>;
  /**
   * Settles once the interaction is stored. Rejects with an AppError: 502 or 504 with the
   * Assistant error message when the provider fails or times out, 499 when the client left.
   */
  answer: Promise<ChatAnswer>;
};

let engineOverride: AnswerEngine | null = null;

/** Test hook: answer with this engine (e.g. an LLM engine with a short timeout); null restores. */
export function setAnswerEngineForTests(engine: AnswerEngine | null): void {
  engineOverride = engine;
}

/**
 * The organisation's name and the asked assistant's custom prompt, which only the LLM's prompt uses:
 * the embedded engine quotes chunks, so it is spared a query per answer.
 */
async function promptBranding(
  engine: AnswerEngine,
  organizationId: string,
  assistant: ChatAssistant,
): Promise<{ customPrompt: string | null; organizationName: string }> {
  if (engine.kind !== "llm") return { customPrompt: null, organizationName: "" };
  const organization = await getOrganizationSummary(organizationId);
  if (!organization) throw new AppError("NOT_FOUND", "organizationNotFound");
  return { customPrompt: assistant.customPrompt, organizationName: organization.name };
}

/**
 * Checks the conversation and the rate limit, retrieves and starts answering. Those checks reject
 * this call itself (404, 429), so a route can still answer them with a plain error status.
 */
export async function askAssistant({
  member,
  support = null,
  message,
  conversationId,
  assistantId,
  locale,
  signal,
}: AskAssistant): Promise<AssistantReply> {
  const startedAt = performance.now();
  if (conversationId) await assertOwnConversation(member, conversationId);
  const { assistant, usable } = await assistantForChat(member, { assistantId, conversationId });
  await countMessage(support?.impersonatorId ?? member.user.id);
  if (support) {
    await recordSupportQuestion(support, {
      userId: member.user.id,
      organizationId: member.organizationId,
      question: message,
    });
  }

  const engine = engineOverride ?? answerEngine();
  const { stream } = await answerQuestion(member.organizationId, message, {
    locale,
    engine,
    branding: promptBranding(engine, member.organizationId, assistant),
    signal,
    collections: assistant.collectionIds,
    decline: assistantDecline({
      organizationId: member.organizationId,
      question: message,
      locale,
      assistant,
      usable,
    }),
  });
  if (!stream) throw new Error("answerQuestion returns a stream when given an engine");

  const conversation = conversationId
    ? { conversationId, isNewConversation: false }
    : { conversationId: crypto.randomUUID(), isNewConversation: true };
  // The test mode creates no conversation, so it names none (unless it asks in one of the member's).
  const replyConversationId = support && conversation.isNewConversation ? null : conversation.conversationId;

  const answer = (async (): Promise<ChatAnswer> => {
    const final = await stream.final.catch((error: unknown) => {
      throw asAppError(error);
    });
    if (signal?.aborted) throw asAppError(new AnswerError("aborted"));
    const interactionId = support
      ? null
      : await storeInteraction(member, {
          ...conversation,
          assistant: { id: assistant.id, name: assistant.name },
          question: message,
          answer: final.text,
          sources: final.sources,
          answered: final.answered,
          topics: final.topics ?? [],
          latencyMs: Math.round(performance.now() - startedAt),
          engine: stream.engine,
          model: stream.model,
        });
    return {
      interactionId,
      conversationId: replyConversationId,
      assistantId: assistant.id,
      response: final.text,
      sources: final.sources,
      answered: final.answered,
      topics: final.topics ?? [],
    };
  })();
  // A streaming route may stop listening (client gone); the rejection is expected, not unhandled.
  answer.catch(() => {});

  return { conversationId: replyConversationId, deltas: stream.textStream, answer };
}

async function countMessage(userId: string): Promise<void> {
  const decision = await hit(`chat:${userId}`, CHAT_RATE_LIMIT);
  if (!decision.allowed) {
    const seconds = decision.retryAfterSeconds;
    throw new AppError("RATE_LIMITED", "chatRateLimited", {
      retryAfterSeconds: seconds,
      values: { seconds },
    });
  }
}

function asAppError(error: unknown): unknown {
  if (!isAnswerError(error)) return error;
  if (error.reason === "aborted") return new AppError("CLIENT_CLOSED_REQUEST", "requestCancelled");
  // Operators need the provider's failure; the member only gets the spec's message.
  console.error(`[chat] answer failed (${error.reason})`, error.cause);
  return new AppError(error.reason === "timeout" ? "TIMEOUT" : "BAD_GATEWAY", "assistantError");
}
