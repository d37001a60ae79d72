import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { questionTerms, questionWordTerms } from "@/server/ai/bilingual";
import { derivedForms, verbRoot } from "@/server/ai/derivations";
import { contentTerms, stemSet } from "@/server/ai/text";
import {
  CLOSE_PASSAGE_COVERAGE,
  CLOSE_PASSAGE_SHARED_WORDS,
  DECLINE_TOPICS,
  MIN_SHARED_PREFIX,
  RELEVANCE,
} from "@/server/ai/tuning";
import type { RetrievedChunk } from "@/server/ai/types";
import { serverTranslator } from "@/server/i18n";
import { detectLanguage } from "@/server/ingest/language";
import { openingSection } from "@/server/ingest/pdf-sections";

/**
 * The gate before answering (DESIGN §7): below it the assistant does not guess, it says it has no
 * information and the interaction is stored as unanswered. Its thresholds are RELEVANCE in
 * server/ai/tuning.ts.
 */
export { RELEVANCE };

export interface RelevanceOptions {
  minTopRank?: number;
  minCoverage?: number;
  /**
   * Off for a chunk only vectors found (`relevantChunks`): an embedding match may share no word with
   * the question.
   */
  requireSharedTerm?: boolean;
}

export function isRelevantEnough(
  question: string,
  chunks: RetrievedChunk[],
  {
    minTopRank = RELEVANCE.minTopRank,
    minCoverage = RELEVANCE.minCoverage,
    requireSharedTerm = RELEVANCE.requireSharedTerm,
  }: RelevanceOptions = {},
): boolean {
  const top = chunks[0];
  if (!top || !(top.rank >= minTopRank)) return false;
  if (top.coverage !== undefined && top.coverage < minCoverage) return false;
  if (!requireSharedTerm || top.bridged) return true;
  return wordsHeldBy(top, questionWords(question)) > 0;
}

// The gate reads each retrieved passage against the same question, and then so do the close
// passages: the question's words are worked out once. Kept by the question itself, so a hit is always
// this question's; requests that interleave only cost a recomputation.
let lastAsked: { question: string; words: string[][] } | null = null;

/**
 * The question's words, each as the terms a passage may hold it by: its own (`questionWordTerms`),
 * its other part of speech where the stemmer parts them (the search found «devolución» for
 * «devuelven»: server/ai/derivations.ts) and a conjugated verb's root, which this file's light
 * stemmer leaves on it («ubican» is the «ubic-» of «Ubicación», as Postgres' stemmer found). A word
 * without terms (a stop word) is left out.
 */
function questionWords(question: string): string[][] {
  if (lastAsked?.question === question) return lastAsked.words;
  const asked = questionWordTerms(question)
    .map(({ word, terms }) => {
      const root = terms.length > 0 ? verbRoot(word) : null;
      return [...new Set([...terms, ...derivedForms(word).flatMap(contentTerms), ...(root ? [root] : [])])];
    })
    .filter((terms) => terms.length > 0);
  lastAsked = { question, words: asked };
  return asked;
}

/** How many of the question's words (`questionWords`) a passage's title, heading or text holds. */
function wordsHeldBy(chunk: RetrievedChunk, questionWords: string[][]): number {
  // Title, heading and text apart: each is a string the stem-set cache already knows.
  const parts = [chunk.title, chunk.heading ?? "", chunk.text].map(stemSet);
  return questionWords.filter((terms) => terms.some((term) => parts.some((stems) => sharesWord(stems, term))))
    .length;
}

/**
 * Whether a passage's stems hold the term, or a word that begins with it: the stemmer strips
 * inflections only, so «ubicados» (ubic) is the «ubicación» of a heading in another form.
 */
function sharesWord(stems: ReadonlySet<string>, term: string): boolean {
  if (stems.has(term)) return true;
  if (term.length < MIN_SHARED_PREFIX) return false;
  for (const stem of stems) if (stem.startsWith(term)) return true;
  return false;
}

/**
 * The retrieved chunks that pass the gate on their own, in rank order. Full-text ranking can put a
 * false match first (the heading "¿Cuánto cuesta el envío?" for "¿Cuántos días de vacaciones…?"),
 * and gating on the top chunk alone would then refuse a question the second chunk answers; those
 * false matches are also noise for the engine. A chunk only vectors found (hybrid retrieval) may share
 * no word with the question (a synonym, a paraphrase), so for it the shared-word check is lifted: its
 * closeness was already checked there. Empty means: answer that there is no information.
 */
export function relevantChunks<Chunk extends RetrievedChunk & { retrievedBy?: string }>(
  question: string,
  chunks: Chunk[],
  options: RelevanceOptions = {},
): Chunk[] {
  return chunks.filter((chunk) =>
    isRelevantEnough(
      question,
      [chunk],
      chunk.retrievedBy === "vector" ? { ...options, requireSharedTerm: false } : options,
    ),
  );
}

/** Whether a passage covers enough of the question to point the member to (CLOSE_PASSAGE_COVERAGE). */
const isClose = (chunk: RetrievedChunk) => (chunk.coverage ?? 0) >= CLOSE_PASSAGE_COVERAGE;

/**
 * The retrieved passages below the gate that an answer offers as "see also" (server/ai/extractive.ts),
 * best first, never quoting them: each close to the question (`isClose`, the bar of a decline's
 * closest topics) and holding at least CLOSE_PASSAGE_SHARED_WORDS of its words (all of them, for a
 * shorter question), since one shared word is a coincidence. Full-text ranking's first picks are not
 * always the document the member needs, and the one they need may cover less of their words (a
 * colloquial question, a typo). A passage only vectors found has no coverage, so it is never offered
 * this way.
 */
export function closePassages<Chunk extends RetrievedChunk>(
  question: string,
  retrieved: Chunk[],
  passages: Chunk[],
): Chunk[] {
  const passed = new Set(passages.map((chunk) => chunk.chunkId));
  const asked = questionWords(question);
  const enough = Math.min(CLOSE_PASSAGE_SHARED_WORDS, asked.length);
  return retrieved.filter(
    (chunk) => !passed.has(chunk.chunkId) && isClose(chunk) && wordsHeldBy(chunk, asked) >= enough,
  );
}

/** What the assistant says below the gate, in the user's language. */
export function noInformationAnswer(locale: Locale): string {
  return serverTranslator(locale, "Assistant")("noInformation");
}

/** A chunk's topic as a reader would name it: its section heading, else its source's title. */
function topicOf(chunk: RetrievedChunk): string {
  return (openingSection(chunk.heading) || chunk.title).replace(/\.(pdf|csv|txt|docx?)$/i, "").trim();
}

/**
 * The closest topics the content does cover, for a decline (issue 24 point 7): at most three, each
 * the topic of a passage close to the question (`isClose`) whose name shares one of its words, so
 * that store hours never suggest a network manual's section. Empty when none is that close.
 */
export function closestTopics(question: string, closest: RetrievedChunk[]): string[] {
  const asked = new Set(questionTerms(question));
  const topics: string[] = [];
  for (const chunk of closest) {
    if (!isClose(chunk)) continue;
    const topic = topicOf(chunk);
    if (!topic || topics.includes(topic)) continue;
    if (!contentTerms(topic).some((term) => asked.has(term))) continue;
    topics.push(topic);
    if (topics.length === DECLINE_TOPICS.max) break;
  }
  return topics;
}

/**
 * The decline below the gate, in the question's language (DESIGN §7): the content does not cover
 * it, and the closest topics it does cover (`closestTopics`), when there are any.
 */
export function declineAnswer(question: string, fallback: Locale, topics: string[]): string {
  const language = detectLanguage(question);
  const locale: Locale = language === "english" ? "en" : language === "spanish" ? "es" : fallback;
  const text = noInformationAnswer(locale);
  if (topics.length === 0) return text;
  const t = serverTranslator(locale, "Assistant");
  return `${text} ${t("closestTopics", { topics: topics.map((topic) => `«${topic}»`).join(", ") })}`;
}
