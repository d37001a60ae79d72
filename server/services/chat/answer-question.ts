import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { closePassages, closestTopics, declineAnswer, relevantChunks } from "@/server/ai/relevance";
import type { AnswerEngine, AnswerStream } from "@/server/ai/types";
import { addListContinuations } from "@/server/services/retrieval/continued-lists";
import { retrieveForQuestion, type HybridChunk } from "@/server/services/retrieval/hybrid";

/**
 * The one pipeline that answers a question from an organisation's content (DESIGN §7, issue 21):
 * retrieve → relevance gate → answer. The chat (ask.ts), the training screen's 'Probar' box
 * (retrieval/probe.ts), the benchmark (bench/run.ts) and, through the chat API, the evaluation all
 * run it, so what they measure is what members get.
 */

export type AnswerQuestionOptions = {
  /** The member's language, for the fixed texts (no information, errors). */
  locale: Locale;
  /** The engine that answers above the gate; null retrieves and gates only (the 'Probar' box). */
  engine: AnswerEngine | null;
  /** The organisation's name and custom prompt, for an LLM's prompt (read while retrieval runs). */
  branding?: Promise<{ customPrompt: string | null; organizationName: string }>;
  /** Aborted when the client disconnects. */
  signal?: AbortSignal;
  /** Search every time instead of answering a repeated question from the search cache (the benchmark). */
  uncached?: boolean;
  /**
   * The collections the asking assistant is limited to (issue 23); undefined: all the content.
   * Retrieval reads only their chunks, so the gate, the answer, the LLM's context and a decline's
   * closest topics never see anything else.
   */
  collections?: readonly string[];
  /** Words the decline in place of the standard one (the assistant's), from the closest topics. */
  decline?: (topics: string[]) => Promise<string>;
};

export type QuestionOutcome = {
  /** What retrieval found, best first: the closest topics a decline names. */
  retrieved: HybridChunk[];
  /** The retrieved chunks that passed the gate, in order; empty: the content does not answer it. */
  passages: HybridChunk[];
  /** The answer (or, below the gate, the decline); null when no engine was asked. */
  stream: AnswerStream | null;
};

export async function answerQuestion(
  organizationId: string,
  question: string,
  { locale, engine, branding, signal, uncached = false, collections, decline }: AnswerQuestionOptions,
): Promise<QuestionOutcome> {
  const [searchText, { customPrompt, organizationName }] = await Promise.all([
    searchTextFor(question, engine, signal),
    branding ?? { customPrompt: null, organizationName: "" },
  ]);
  const retrieved = await retrieveForQuestion(organizationId, searchText, undefined, {
    uncached,
    collections,
  });
  const gated = relevantChunks(searchText, retrieved);
  if (!engine) return { retrieved, passages: gated, stream: null };
  // What an answer quotes: a list a page break split goes on overleaf (continued-lists.ts).
  const passages = await addListContinuations(organizationId, gated);
  if (passages.length === 0) {
    const topics = closestTopics(searchText, retrieved);
    const text = decline ? await decline(topics) : declineAnswer(question, locale, topics);
    return { retrieved, passages, stream: noInformation(engine, text, topics) };
  }
  const stream = engine.answer({
    question,
    locale,
    chunks: passages,
    closePassages: closePassages(searchText, retrieved, passages),
    customPrompt,
    organizationName,
    signal,
  });
  return { retrieved, passages, stream };
}

/**
 * What retrieval and the gate read: in LLM mode, the model's rewrite of the question in the
 * documents' language and vocabulary (server/ai/question-rewrite.ts: names, codes and numbers kept as
 * written), since the member's colloquial or English words would only count against the match;
 * otherwise, or when the model offers no rewrite, the question as asked.
 */
async function searchTextFor(question: string, engine: AnswerEngine | null, signal?: AbortSignal) {
  const rewrite = await engine?.rewriteForSearch?.(question, signal);
  return rewrite ?? question;
}

/**
 * Below the relevance gate no answer is generated (in LLM mode the model was only asked for the
 * rewrite): the answer is marked unanswered, which the chat (ask.ts) stores.
 */
function noInformation(engine: AnswerEngine, text: string, topics: string[]): AnswerStream {
  return {
    engine: engine.kind,
    model: null,
    textStream: (async function* () {
      yield text;
    })(),
    final: Promise.resolve({ text, sources: [], answered: false, topics }),
  };
}
