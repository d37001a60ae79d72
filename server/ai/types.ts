import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { ChatSource, SourceKind as ChatSourceKind } from "@/lib/validation/chat";
import type { MarkedItem } from "@/server/ai/sentences";

/** Where a chunk came from; the same names as the `ChunkSourceKind` of the schema. */
export type SourceKind = ChatSourceKind;

/**
 * One passage found by retrieval (`searchChunks` in server/services/retrieval/full-text.ts), best first: the one
 * definition of the shape, which retrieval also returns. `heading` is "" or null without a section. For a
 * Q&A pair the title is the stored question and the text its answer (optionally preceded by the
 * question). `rank` is Postgres' `ts_rank`, or the cosine similarity (1 − distance) for a chunk
 * only vectors found (hybrid.ts, whose fused score is `fusedScore`); larger is better.
 */
export interface RetrievedChunk {
  chunkId: string;
  sourceKind: SourceKind;
  sourceId: string;
  title: string;
  page: number | null;
  heading: string | null;
  text: string;
  /**
   * A document's file extension (null for other sources): it decides whether `page` is a PDF page, a
   * slide or a minute of a recording, and `heading` a sheet or a section (lib/chat/source-place.ts).
   */
  extension?: string | null;
  rank: number;
  /**
   * Share of the question's IDF mass this chunk contains, words the organisation's content never
   * uses counting against it (server/services/retrieval/full-text.ts); absent for chunks found otherwise.
   */
  coverage?: number;
  /**
   * True when the chunk has a word bridged from one the organisation's content never uses (a typo
   * corrected, a synonym, a colloquialism: server/services/retrieval/bridges.ts): it then shares a
   * word with the question for the relevance gate.
   */
  bridged?: boolean;
  /**
   * The list items that open the document's next chunk when they go on with the list this one ends
   * in (server/services/retrieval/continued-lists.ts): a quoted lead-in's list goes on with them.
   */
  listContinuation?: MarkedItem[];
}

/**
 * A source an answer cites. `number` is the n of its "[n]" in the answer text: the position of the
 * chunk in the list the engine was given, counting from 1.
 */
export type AnswerSource = ChatSource;

export interface AnswerRequest {
  question: string;
  /** The user's interface language: used for fixed texts (no information, refusal). */
  locale: Locale;
  /** Retrieved chunks that passed the relevance gate, best first. */
  chunks: RetrievedChunk[];
  /**
   * Retrieved chunks below the gate that are still close to the question (relevance.ts
   * `closePassages`), best first: never quoted; the embedded engine offers them as "see also" (the
   * LLM engine does not use them).
   */
  closePassages?: RetrievedChunk[];
  customPrompt: string | null;
  organizationName: string;
  /** Aborted when the client disconnects; generation stops and the upstream request is closed. */
  signal?: AbortSignal;
}

export interface FinalAnswer {
  /**
   * The text to store and to show once the stream ends. It can differ from the concatenated deltas:
   * citations to sources that do not exist are removed, and a leaked system prompt is replaced.
   */
  text: string;
  /** The sources the text cites, by ascending number; uncited chunks are left out. */
  sources: AnswerSource[];
  /** False when the engine found nothing to say: the interaction is stored as unanswered. */
  answered: boolean;
  /** Below the relevance gate: the closest topics the content does cover, for the member to ask about. */
  topics?: string[];
}

export interface AnswerStream {
  engine: "embedded" | "llm";
  model: string | null;
  /** Text deltas in order. Iterating is optional: `final` settles whether or not anyone reads. */
  textStream: AsyncIterable<string>;
  /** Rejects with an `AnswerError` when generation fails, times out or is aborted. */
  final: Promise<FinalAnswer>;
}

export interface AnswerEngine {
  readonly kind: AnswerStream["engine"];
  answer(request: AnswerRequest): AnswerStream;
  /**
   * The question in the documents' language and vocabulary, to search with before answering (LLM
   * mode: server/ai/question-rewrite.ts); null when it is best searched as asked.
   */
  rewriteForSearch?(question: string, signal?: AbortSignal): Promise<string | null>;
}

/**
 * Why an answer could not be produced. `provider` and `timeout` become the spec's chat error message
 * (Assistant.error); `aborted` means the client left and nobody is waiting for a reply.
 */
export type AnswerFailure = "provider" | "timeout" | "aborted";

export class AnswerError extends Error {
  constructor(
    readonly reason: AnswerFailure,
    options?: { cause?: unknown },
  ) {
    super(`Answer failed: ${reason}`, options);
    this.name = "AnswerError";
  }
}

export const isAnswerError = (error: unknown): error is AnswerError => error instanceof AnswerError;
