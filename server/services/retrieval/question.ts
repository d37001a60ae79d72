import "server-only";
import { ASKING_WORDS, CLITICS, MAX_WORDS, PRONOUNS_BEFORE_VERB, QUERY_FILLER } from "@/server/ai/tuning";
import { contentTerms } from "@/server/ai/text";
import type { Db } from "@/server/db";

/**
 * Question analysis for full-text retrieval (full-text.ts describes the whole search): the question's
 * tokens, each word's lexemes in every stemming configuration a chunk may be indexed with (analysed by
 * Postgres itself, so they meet the index), and what a word is: a code, a command-line option, a name,
 * the verb of a how-to question, a stop word or filler.
 */

export type Config = "spanish" | "english" | "simple";

const ALL_CONFIGS: Config[] = ["spanish", "english", "simple"];

export const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Words, keeping codes whole: letters and digits joined by - _ . / ("SKU-4471-B", "4.0", "A/C"), and
// a file path with its leading slash, as Postgres indexes it ("/etc/passwd" and "/tmp", not "etc/passwd").
const TOKEN = /\/?[\p{L}\p{N}]+(?:[-_./][\p{L}\p{N}]+)*/gu;

// A sentence that asks: from «¿» to «?», or a sentence that ends with «?».
const ASKING_SENTENCE = /¿[^?]*\?|[^.!?¿¡\n]*\?/g;

/**
 * The question's words as matched (position kept, for names and options), up to MAX_WORDS. A longer
 * message tells a story before it asks: the words of its sentences that ask are kept first, and the
 * story's words fill the rest from its start, all in the message's order.
 */
export function questionMatches(question: string): RegExpMatchArray[] {
  const matches = [...question.matchAll(TOKEN)];
  if (matches.length <= MAX_WORDS) return matches;
  const asking = [...question.matchAll(ASKING_SENTENCE)].map((m) => [m.index!, m.index! + m[0].length]);
  const asks = (match: RegExpMatchArray) =>
    asking.some(([from, to]) => match.index! >= from && match.index! < to);
  const kept = new Set(matches.filter(asks).slice(0, MAX_WORDS));
  for (const match of matches) if (kept.size < MAX_WORDS) kept.add(match);
  return matches.filter((match) => kept.has(match));
}

/** Lexemes of one word in each configuration, as typed and unaccented; a code's exact phrase. */
export type WordForms = { spanish: string[]; english: string[]; simple: string[]; phrase: string };

// Stemming is deterministic: each word is analysed by Postgres once per process.
const FORMS_CACHE_SIZE = 20_000;
const formsCache = new Map<string, WordForms>();

const ANALYSE_SQL = `
  SELECT w.t AS "word",
         tsvector_to_array(to_tsvector('spanish', w.t) || to_tsvector('spanish', immutable_unaccent(w.t))) AS "spanish",
         tsvector_to_array(to_tsvector('english', w.t) || to_tsvector('english', immutable_unaccent(w.t))) AS "english",
         tsvector_to_array(to_tsvector('simple', w.t) || to_tsvector('simple', immutable_unaccent(w.t))) AS "simple",
         -- A code is a phrase, in each configuration a chunk may be indexed with: in 'spanish' and
         -- 'english' the "A" of SKU-1670-A is a stop word and is not indexed.
         array_to_string(ARRAY(SELECT DISTINCT '(' || p::text || ')' FROM unnest(ARRAY[
           phraseto_tsquery('spanish', w.t), phraseto_tsquery('english', w.t), phraseto_tsquery('simple', w.t)
         ]) AS p WHERE numnode(p) > 0), ' | ') AS "phrase"
  FROM json_array_elements_text($1::json) AS w(t)`;

/** Each word's forms (one round trip for the words this process has not analysed yet). */
export async function wordForms(db: Db, words: string[]): Promise<Map<string, WordForms>> {
  const missing = [...new Set(words)].filter((word) => !formsCache.has(word));
  if (missing.length > 0) {
    const rows = await db.$queryRawUnsafe<(WordForms & { word: string })[]>(
      ANALYSE_SQL,
      JSON.stringify(missing),
    );
    for (const { word, ...forms } of rows) {
      if (formsCache.size >= FORMS_CACHE_SIZE) formsCache.delete(formsCache.keys().next().value!);
      formsCache.set(word, forms);
    }
  }
  return new Map(words.map((word) => [word, formsCache.get(word)!]));
}

/** The configurations whose stop words a question's word is checked against. */
export function configsFor(language: Config): Config[] {
  // A few keywords carry no language: search them as Spanish and as English words.
  if (language === "simple") return ["spanish", "english", "simple"];
  return [language, "simple"];
}

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * A searched word: every lexeme it is searched with, and those that judge whether the content speaks
 * of it (the relevance gate): its own forms, or for an English question its Spanish equivalents too.
 */
export type Word = {
  lexemes: string[];
  gateLexemes: string[];
  query: string;
  gateQuery: string;
  heading: string | null;
};

/** A word built from lexemes: searched and judged by the same forms, in headings too. */
export function lexemeWord(lexemes: string[], gateLexemes: string[] = lexemes): Word {
  const all = [...new Set(lexemes)].sort();
  const gate = [...new Set(gateLexemes)].sort();
  return {
    lexemes: all,
    gateLexemes: gate,
    query: all.map(quoteLexeme).join(" | "),
    gateQuery: gate.map(quoteLexeme).join(" | "),
    heading: all.map((lexeme) => `${quoteLexeme(lexeme)}:A`).join(" | "),
  };
}

/** Whether a token is a stop word or filler in any language the question is searched in. */
function isStopWord(token: string, word: WordForms, configs: Config[]): boolean {
  const languages = configs.filter((config): config is "spanish" | "english" => config !== "simple");
  return QUERY_FILLER.has(fold(token)) || languages.some((config) => word[config].length === 0);
}

/** Every lexeme of a word, in every configuration a chunk may be indexed with. */
export const ownLexemes = (word: WordForms) => ALL_CONFIGS.flatMap((config) => word[config]);

/**
 * The searchable forms of a question's word, with the forms of its `translations` (Spanish for an
 * English question, English for a Spanish one), or null for a stop word or filler. An English
 * question's Spanish equivalents are how Spanish content speaks of it, so they count for the gate;
 * a Spanish question's English equivalents help rank (Spanish manuals keep English option names,
 * keys and messages: "legible para humanos" is `--human-readable`) but count only in part for the
 * gate (TRANSLATED_GATE_SHARE), and not at all for a word the content never writes in Spanish: an
 * English word of another sense must not make a question the content does not answer look answered.
 */
export function searchableWord(
  token: string,
  word: WordForms,
  configs: Config[],
  translations: WordForms[],
  translationConfig: "spanish" | "english",
): Word | null {
  if (/\p{N}/u.test(token))
    return word.phrase
      ? {
          lexemes: word.simple,
          gateLexemes: word.simple,
          query: word.phrase,
          gateQuery: word.phrase,
          heading: null,
        }
      : null;
  // A stop word of any language the question is searched in says nothing about the answer.
  if (isStopWord(token, word, configs)) return null;
  // Every configuration a chunk may be indexed with: a Spanish document's chunk that quotes a paragraph
  // in English is indexed as English, and its Spanish words are then stemmed the English way.
  const own = ownLexemes(word);
  const translated = translations.flatMap((translation) => translation[translationConfig]);
  const lexemes = [...own, ...translated];
  if (lexemes.length === 0) return null;
  return lexemeWord(lexemes, translationConfig === "spanish" ? lexemes : own);
}

/**
 * A command-line option ("dpkg -S", "du --max-depth"): a word right after a dash that follows a space
 * or opens the question. It is a code, searched as written (`simple`), never dropped as a stop word
 * ("-s" is not the English "s") and not translated.
 */
export const isOption = (question: string, match: RegExpMatchArray) =>
  /(?:^|\s)--?$/.test(question.slice(0, match.index));

export function optionWord(word: WordForms): Word | null {
  const query = word.simple.map(quoteLexeme).join(" | ");
  if (!query) return null;
  return { lexemes: word.simple, gateLexemes: word.simple, query, gateQuery: query, heading: null };
}

/**
 * A word written as a name: capitalised where a sentence does not start ("en Windows", "de Telcel"),
 * or with a capital inside it (FedEx, CONTPAQi). Codes with digits are codes, not names.
 */
export function isName(question: string, match: RegExpMatchArray): boolean {
  const token = match[0];
  if (/\p{N}/u.test(token) || !/\p{Lu}/u.test(token)) return false;
  if (/\p{Lu}/u.test(token.slice(1))) return true;
  const before = question.slice(0, match.index).trimEnd();
  return before !== "" && !/[.?!¿¡:;"«(]$/.test(before);
}

/**
 * The verb of a how-to question: the word after "cómo" (a pronoun or two aside). "¿Cómo veo los
 * registros?", "oye, como saco el tamaño": it says what the employee wants to do, in the form they
 * say it, which manuals rarely write ("veo", "saco"); the rest of the question says what it is
 * about. Unaccented "como" asks how only before any word that carries meaning: in "lo uso como
 * administrador" it means "as".
 */
export function howToVerbs(tokens: string[]): Set<string> {
  const verbs = new Set<string>();
  tokens.forEach((token, index) => {
    if (fold(token) !== "como") return;
    const saidBefore = tokens
      .slice(0, index)
      .some((word) => !QUERY_FILLER.has(fold(word)) && contentTerms(word).length > 0);
    if (token !== "cómo" && saidBefore) return;
    let next = index + 1;
    while (CLITICS.has(tokens[next] ?? "")) next++;
    if (tokens[next]) verbs.add(tokens[next]);
  });
  return verbs;
}

/**
 * The verb of a question about an amount, a time, a place or a person: the word after «cuánto»,
 * «cuándo», «dónde», «quién» or «qué hora», pronouns aside («¿cuánto me cobran por el envío?», «a q
 * hora abren el sábado»). Like a how-to verb it is how the employee asks; the rest of the question
 * says what about. Only the gate uses it (ranking keeps its weight: after «cuántos» often comes the
 * noun that matters, «cuántos días»).
 */
export function askingVerbs(tokens: string[]): Set<string> {
  const verbs = new Set<string>();
  tokens.forEach((token, index) => {
    const word = fold(token);
    const asks =
      ASKING_WORDS.has(word) ||
      (word === "hora" && ["que", "q", "k"].includes(fold(tokens[index - 1] ?? "")));
    if (!asks) return;
    let next = index + 1;
    while (CLITICS.has(fold(tokens[next] ?? ""))) next++;
    if (tokens[next]) verbs.add(tokens[next]);
  });
  return verbs;
}

/**
 * The verbs of a Spanish question that an unstressed pronoun announces, another pronoun aside: «se
 * las cambiamos», «me dan», «le metió», «nos caen». Like a how-to verb, each is how the employee
 * tells it (in words a manual rarely writes: «picarle», «rebajan»); the nouns say what it is about.
 */
export function verbsAfterPronouns(tokens: string[]): Set<string> {
  const verbs = new Set<string>();
  tokens.forEach((token, index) => {
    if (!PRONOUNS_BEFORE_VERB.has(fold(token))) return;
    let next = index + 1;
    while (CLITICS.has(fold(tokens[next] ?? ""))) next++;
    if (tokens[next]) verbs.add(tokens[next]);
  });
  return verbs;
}

/**
 * Names of two or more words, as written in the question: runs of name tokens separated by spaces
 * only ("el Buen Fin", "Mercado Libre"). Each word alone may be ordinary ("buen", "fin"); together
 * they name one thing.
 */
export function multiWordNames(
  question: string,
  matches: RegExpMatchArray[],
): { phrase: string; tokens: string[] }[] {
  const runs: RegExpMatchArray[][] = [];
  let run: RegExpMatchArray[] = [];
  for (const match of matches) {
    const previous = run.at(-1);
    const adjacent =
      previous !== undefined &&
      /^\s+$/.test(question.slice(previous.index! + previous[0].length, match.index));
    if (!isName(question, match) && !(adjacent && /^\p{Lu}/u.test(match[0]))) {
      run = [];
      continue;
    }
    if (!adjacent) runs.push((run = []));
    run.push(match);
  }
  return runs
    .filter((words) => words.length >= 2)
    .map((words) => ({
      phrase: words.map((word) => word[0]).join(" "),
      tokens: words.map((word) => word[0].toLowerCase()),
    }));
}
