import "server-only";
import apertium from "@/server/ai/lexicon/en-es.json";
import workplace from "@/server/ai/lexicon/en-es-workplace.json";
import { contentTerms, foldAccents, joinedSpelling, stem, words } from "@/server/ai/text";
import { QUERY_FILLER } from "@/server/ai/tuning";
import { detectLanguage } from "@/server/ingest/language";

/**
 * English questions on Spanish content (DESIGN §7, issue 10): each English word of the question is
 * also searched and matched as its Spanish equivalents, from two word lists:
 * - server/ai/lexicon/en-es.json, generated from Apertium's English–Spanish dictionary
 *   (scripts/build-lexicon.mjs);
 * - server/ai/lexicon/en-es-workplace.json, curated by hand: the vocabulary of work life and of a
 *   small business (payroll, attendance, returns, cash desk, deliveries, safety, parts, IT) that
 *   Apertium lacks ("overtime", "payday", "layaway") or has only in other senses or in Spain's
 *   Spanish ("raise" → aumento, "computer" → computadora, "pad" → balata).
 * Every sense is kept ("file" → archivo, lima, archivar): a sense the organisation's content never
 * uses matches nothing and weighs nothing, so the content picks the sense. A Spanish question is
 * never translated, but its words also search their English equivalents, which count less
 * (`englishEquivalents`).
 */

/** Each English word's senses: Apertium's first, then the curated list's that Apertium lacks. */
function mergedLexicon(...lists: Readonly<Record<string, string>>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const list of lists)
    for (const [english, senses] of Object.entries(list)) {
      const known = Object.hasOwn(merged, english) ? merged[english].split(" ") : [];
      merged[english] = [...new Set([...known, ...senses.split(" ")])].join(" ");
    }
  return merged;
}

const EN_ES: Readonly<Record<string, string>> = mergedLexicon(apertium, workplace);

/**
 * Dictionary forms an inflected English word may come from, most likely first: "files" → file,
 * "installed" → install, "copies" → copy, "running" → run, "removing" → remove.
 */
function englishLemmas(word: string): string[] {
  const lemmas = [word];
  const add = (lemma: string) => lemma.length > 1 && lemmas.push(lemma);
  if (word.endsWith("ies")) add(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) add(word.slice(0, -1));
  for (const suffix of ["ing", "ed"]) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    add(base);
    add(`${base}e`);
    if (/([b-df-hj-np-tv-z])\1$/.test(base)) add(base.slice(0, -1));
    if (suffix === "ed" && base.endsWith("i")) add(`${base.slice(0, -1)}y`);
  }
  return lemmas;
}

/**
 * American spellings and the British ones Apertium's dictionary is written in: "center" is its
 * "centre", "color" its "colour", "organize" its "organise", "license" its "licence", "catalog" its
 * "catalogue". Only read when the word as written finds nothing, so a rule that misfires on a word
 * the dictionaries know never adds a sense.
 */
const BRITISH_SPELLINGS: readonly [RegExp, string][] = [
  [/([bt])er$/, "$1re"],
  [/(.{2})or$/, "$1our"],
  [/iz(e|ation)$/, "is$1"],
  [/yze$/, "yse"],
  [/ense$/, "ence"],
  [/(.{3})og$/, "$1ogue"],
];

/** A dictionary form's British spellings (`BRITISH_SPELLINGS`). */
const britishSpellings = (lemma: string) =>
  BRITISH_SPELLINGS.filter(([american]) => american.test(lemma)).map(([american, british]) =>
    lemma.replace(american, british),
  );

const sensesOf = (lemmas: string[]) =>
  lemmas.flatMap((lemma) => (Object.hasOwn(EN_ES, lemma) ? EN_ES[lemma].split(" ") : []));

/**
 * The Spanish equivalents of one English word, from every dictionary form it may come from, as written
 * or else in British spelling: "installed" is the adjective «instalado» and the verb «instalar»;
 * "organized" is "organise". A hyphenated word the dictionaries lack is its parts: "same-day" is
 * «mismo» and «día».
 */
export function spanishEquivalents(word: string): string[] {
  const lemmas = englishLemmas(word.toLowerCase());
  let senses = sensesOf(lemmas);
  if (senses.length === 0) senses = sensesOf(lemmas.flatMap(britishSpellings));
  if (senses.length === 0 && word.includes("-"))
    senses = word.split("-").filter(Boolean).flatMap(spanishEquivalents);
  return [...new Set(senses)];
}

// Spanish → English: the same two lists read backwards, keyed by the stem of the Spanish word
// ("humanos" and "humano" → human), built on first use.
let englishBySpanishStem: Map<string, string[]> | null = null;

/**
 * The English equivalents of a Spanish word ("legibles" → readable, "diario" → daily, diary…).
 * Spanish IT documentation keeps many English words (option names, configuration keys, quoted
 * messages), so a Spanish question also searches them (server/services/retrieval/full-text.ts).
 */
export function englishEquivalents(word: string): string[] {
  if (!englishBySpanishStem) {
    englishBySpanishStem = new Map();
    for (const [english, senses] of Object.entries(EN_ES))
      for (const spanish of senses.split(" ")) {
        const key = stem(foldAccents(spanish));
        englishBySpanishStem.set(key, [...(englishBySpanishStem.get(key) ?? []), english]);
      }
  }
  return [...new Set(englishBySpanishStem.get(stem(foldAccents(word))) ?? [])];
}

export const isEnglishQuestion = (question: string) => detectLanguage(question) === "english";

/**
 * Each distinct word of the question with its content terms (server/ai/text.ts): its stem, a
 * hyphenated word's joined spelling's (as retrieval searches it: «Wi-Fi» is also the «WiFi» a passage
 * may write) and, in an English question, the stems of its Spanish equivalents. A stop word has none,
 * and neither has a word retrieval reads as filler (QUERY_FILLER: "get", «dan», «oye»), which frames
 * the question and is never searched.
 */
export function questionWordTerms(question: string): { word: string; terms: string[] }[] {
  const english = isEnglishQuestion(question);
  return [...new Set(words(question))].map((word) => {
    if (QUERY_FILLER.has(foldAccents(word))) return { word, terms: [] };
    const own = contentTerms(word);
    const joined = joinedSpelling(word);
    const translated = english && own.length > 0 ? spanishEquivalents(word).flatMap(contentTerms) : [];
    return { word, terms: [...new Set([...own, ...(joined ? contentTerms(joined) : []), ...translated])] };
  });
}

/**
 * The question's terms (`questionWordTerms`): what a passage is matched against by the gate and the
 * extractive engine.
 */
export const questionTerms = (question: string): string[] => [
  ...new Set(questionWordTerms(question).flatMap(({ terms }) => terms)),
];
