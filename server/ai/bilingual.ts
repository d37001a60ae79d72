import "server-only";
import apertium from "@/server/ai/lexicon/en-es.json";
import workplace from "@/server/ai/lexicon/en-es-workplace.json";
import { contentTerms, foldAccents, joinedSpelling, stem, words } from "@/server/ai/text";
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
 * The Spanish equivalents of one English word, from every dictionary form it may come from:
 * "installed" is the adjective «instalado» and the verb «instalar».
 */
export function spanishEquivalents(word: string): string[] {
  const senses = englishLemmas(word.toLowerCase()).flatMap((lemma) =>
    Object.hasOwn(EN_ES, lemma) ? EN_ES[lemma].split(" ") : [],
  );
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
 * The question's content terms (server/ai/text.ts), with a hyphenated word's joined spelling's, and,
 * for an English question, the stems of their Spanish equivalents: what a passage is matched against
 * by the gate and the extractive engine.
 */
export function questionTerms(question: string): string[] {
  // As retrieval searches it: «Wi-Fi» is also the «WiFi» a passage may write.
  const joined = words(question).flatMap((word) => {
    const together = joinedSpelling(word);
    return together ? contentTerms(together) : [];
  });
  const terms = [...new Set([...contentTerms(question), ...joined])];
  if (!isEnglishQuestion(question)) return terms;
  const translated = new Set(terms);
  for (const word of new Set(words(question)))
    if (terms.includes(stem(word)))
      for (const spanish of spanishEquivalents(word))
        for (const term of contentTerms(spanish)) translated.add(term);
  return [...translated];
}
