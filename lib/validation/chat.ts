import { z } from "zod";
import type { SourcePlace } from "@/lib/chat/source-place";

/**
 * The chat API's inputs and its streamed events, shared by the chat screen and the server. Issue
 * messages are keys of the "Errors" messages.
 */

/** OWASP LLM10: a question longer than this is refused before any retrieval or model call. */
export const CHAT_MESSAGE_MAX = 4_000;

export const ZChatRequest = z.object({
  message: z
    .string({ error: "chatMessageRequired" })
    .trim()
    .min(1, "chatMessageRequired")
    .max(CHAT_MESSAGE_MAX, "chatMessageTooLong"),
  /** Continue this conversation; absent or null starts a new one. */
  conversation_id: z.uuid().nullish(),
  /** The assistant asked (issue 23); absent or null: the default. A conversation keeps its own. */
  assistant_id: z.string().min(1).max(100).nullish(),
});
export type ChatRequest = z.infer<typeof ZChatRequest>;

/** How many popular questions the chat's greeting shows at most. */
export const POPULAR_QUESTIONS_MAX = 10;

/** GET /api/chat/popular-questions[?limit=1…10][&assistant_id=…]. */
export const ZPopularQuestionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(POPULAR_QUESTIONS_MAX).optional(),
  /** Only that assistant's chips (issue 23); absent: the whole organisation's. */
  assistant_id: z.string().min(1).max(100).optional(),
});

export const RATINGS = ["positive", "negative"] as const;
export type Rating = (typeof RATINGS)[number];

export const ZRatingRequest = z.object({
  interaction_id: z.uuid(),
  rating: z.enum(RATINGS, { error: "chatRatingInvalid" }),
});
export type RatingRequest = z.infer<typeof ZRatingRequest>;

export type SourceKind = "knowledge_block" | "qa_pair" | "document";

/** A source an answer cites; `number` is the n of its "[n]" in the answer text. */
export interface ChatSource {
  number: number;
  kind: SourceKind;
  id: string;
  title: string;
  /** A PDF page; null elsewhere (a slide, sheet, section or time is its `place`). */
  page: number | null;
  /** Where in a document that has no pages the passage is (issue 22 point 2); absent when nowhere. */
  place?: SourcePlace | null;
}

/** `GET /api/chat/conversations`: one entry of the side navigation. */
export type ConversationSummary = {
  id: string;
  title: string;
  updated_at: string;
  /** The assistant it belongs to (issue 23); null: the default's, or one deleted since. */
  assistant_name?: string | null;
};

/** `GET /api/chat/conversations/:id`: one stored question and its answer, oldest first. */
export type ConversationMessage = {
  interaction_id: string;
  question: string;
  response: string;
  sources: ChatSource[];
  /** A decline's closest covered topics, offered as questions to ask. */
  topics: string[];
  rating: Rating | null;
  created_at: string;
};

/** `POST /api/chat` with `Accept: application/x-ndjson` streams these, one JSON object per line. */
export const CHAT_STREAM_MEDIA_TYPE = "application/x-ndjson";

export type ChatStreamEvent =
  /**
   * First line: the conversation this message belongs to (new ones get their id here); null in a
   * support session's test mode, which stores none.
   */
  | { type: "start"; conversation_id: string | null }
  /** Answer text to append, in order. */
  | { type: "delta"; text: string }
  /**
   * Last line on success. `response` is the stored answer and replaces the deltas' text: it can differ
   * from them (invalid citations removed, a withheld answer replaced).
   */
  | {
      type: "done";
      response: string;
      /** Null in a support session's test mode: nothing was stored, so there is nothing to rate. */
      interaction_id: string | null;
      sources: ChatSource[];
      answered: boolean;
      /** A decline's closest covered topics, offered as questions to ask. */
      topics: string[];
      conversation_id: string | null;
    }
  /** Last line on failure, with the message to show; nothing was stored. */
  | { type: "error"; error: string };
