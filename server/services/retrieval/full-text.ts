import "server-only";
import { englishEquivalents, spanishEquivalents } from "@/server/ai/bilingual";
import { contentTerms, stem, words as textWords } from "@/server/ai/text";
import type { RetrievedChunk } from "@/server/ai/types";
import { getDb, type Db } from "@/server/db";
import { detectLanguage } from "@/server/ingest/language";
import { bestWindowWeight } from "@/server/services/retrieval/proximity";
import { cachedSearch, contentGeneration, storeSearch } from "@/server/services/retrieval/search-cache";

/**
 * Full-text retrieval over one organisation's index (DESIGN §7). The organisation id is a required
 * argument and the first condition of every query: no code path reads another tenant's chunks.
 *
 * How a question is searched, and why (DESIGN §13: p95 ≤ 50 ms at 100k chunks in one tenant):
 *
 * Ranking with `ts_rank` costs O(matches), not O(k): Postgres must score every matching row before it
 * can return the best eight. An OR of every form of a question's words ("¿Cuál es la garantía de
 * equipo de la empresa?") matches half of a 100k-chunk organisation, and ranking it took 0.4–1.3 s.
 * So the search is split in two, and each half is bounded:
 *
 * 1. The question becomes *word groups*. Each word of the question is stemmed by Postgres (one cached
 *    round trip per unseen word) in every configuration a chunk may be indexed with (Spanish, English
 *    and `simple`: a Spanish manual's paragraph left in English is indexed as English, tables and
 *    codes unstemmed), each as typed and unaccented, since the trigger indexes both forms (migration
 *    20261122060000). A word's forms are OR-ed into one group; groups are de-duplicated. Stop words of
 *    the question's language (detected, server/ingest/language.ts; Spanish and English for a few
 *    keywords) and question/chat filler ("cuál", "necesito", "please") are dropped, instead of being
 *    searched through another language's configuration (the English config keeps "de", "el", "es").
 *    A word with a digit (SKU-4471-B, CFDI 4.0) is a code: one exact `simple` phrase; a command-line
 *    option ("-S") is searched as written. A word's group also holds its equivalents in the other
 *    language (server/ai/bilingual.ts; see `searchableWord` for what they may decide).
 * 2. Candidates are taken level by level, best first, stopping as soon as CANDIDATES chunks are
 *    found: chunks with all the question's (up to five rarest) groups, then without the most common
 *    one, …, then with the rarest alone, then each other group alone, rarest first. Each level is one
 *    GIN bitmap scan; the conjunctions are answered from their rarest word's posting list (GIN skips
 *    through the others), and `LIMIT` stops the nested loop over levels early, so a broad question
 *    reads at most CANDIDATES rows however many chunks match. A level excludes what earlier levels
 *    returned, so nothing is read twice.
 * 3. Only those candidates are ordered: first by the summed rarity (idf) of the groups each contains,
 *    so a chunk with more of the question's words, and with its rare words, beats one that repeats a
 *    common word ("empresa") many times, with credit for words in its heading and for consecutive
 *    words of the question written side by side; then by `ts_rank` against the OR of all groups, which
 *    is the `rank` returned (the relevance gate in server/ai/relevance.ts reads it).
 * 4. The best PROXIMITY_POOL of them are re-ordered with credit for the question's words said
 *    together, within a sentence or two (proximity.ts), and the first k are returned.
 *
 * Rarity comes from the statistics ANALYZE keeps for the tsvector column (`pg_stats.most_common_elems`:
 * the ~1,000 most frequent lexemes with their share of rows), cached per process for a few minutes. A
 * lexeme not in that list is rarer than all of them. Without statistics (a new, small database) every
 * group weighs the same, which is plain coordination level. The statistics are table-wide, not per
 * organisation: good enough to tell "empresa" from "garantía" in any Spanish-speaking business.
 *
 * Trade-offs, measured in bench/RESULTS.md:
 * - When more than CANDIDATES chunks share the best level (a single very common word, say), the
 *   candidates are the first CANDIDATES of that level in physical order, not the best by `ts_rank`:
 *   the answer is among good matches, not provably the best one. Measured before this design, an
 *   exhaustive ranking of such a question took 0.3–1.3 s at 100k chunks.
 * - The GIN index is not per tenant: a level's bitmap holds every organisation's matches and rows of
 *   other tenants are read and discarded. A small tenant next to a 100k-chunk one pays for the big
 *   one's matches of its first levels (10–30 ms measured for a common word). A tenant-leading GIN
 *   index (btree_gin, on "organizationId" and "search") would remove that; not needed at this size.
 * - Large rows: a chunk's tsvector is ~2 kB, so Postgres would compress it and move it out of line
 *   (TOAST), and every `@@`/`ts_rank` on a candidate would first fetch and decompress it, tripling the
 *   per-row cost. Migration 20261201090000 keeps rows of up to 8 kB in the heap, uncompressed.
 *
 * Safety: the question is only ever a bound parameter. Configuration names are literals from a fixed
 * list. Lexemes come back from Postgres' own `to_tsvector` and are quoted before they are combined
 * into tsquery text, which is also passed as a bound parameter and parsed by Postgres.
 */

export type { RetrievedChunk };

/**
 * SQL shared by every query that returns chunks (here and in hybrid-retrieval.ts), with the chunk as
 * `c` and the organisation bound as $1: the joins keep only chunks whose source may be cited (an
 * active knowledge block or Q&A pair, or a processed document) and give the source's title.
 */
export const CITABLE_SOURCES_SQL = `
  LEFT JOIN "KnowledgeBlock" kb ON c."sourceKind" = 'knowledge_block'
    AND kb."organizationId" = $1 AND kb."id" = c."sourceId" AND kb."isActive"
  LEFT JOIN "QaPair" qa ON c."sourceKind" = 'qa_pair'
    AND qa."organizationId" = $1 AND qa."id" = c."sourceId" AND qa."isActive"
  LEFT JOIN "Document" d ON c."sourceKind" = 'document'
    AND d."organizationId" = $1 AND d."id" = c."sourceId" AND d."status" = 'processed'`;
export const IS_CITABLE_SQL = `COALESCE(kb."id", qa."id", d."id") IS NOT NULL`;
export const CHUNK_COLUMNS_SQL = `c."id" AS "chunkId", c."sourceKind"::text AS "sourceKind", c."sourceId",
  COALESCE(kb."title", qa."question", d."filename") AS "title", c."page", c."heading", c."text"`;

export const DEFAULT_RESULTS = 8;
const MAX_RESULTS = 50;
// A chat message is at most a few paragraphs; past this the extra words only slow the query down.
const MAX_QUERY_CHARS = 1_000;
// Words of a question that are searched; a longer message is mostly context, not keywords.
const MAX_WORDS = 24;
// Groups that define the coordination levels (the rarest ones); all groups still count for ordering.
const MAX_LEVEL_GROUPS = 5;
/** Rows read and ordered at most per search: the bound on its cost (see the header). */
export const CANDIDATES = 200;

type Config = "spanish" | "english" | "simple";

// Interrogatives and chat filler, folded (lower case, no accents). Postgres' Spanish stop-word list
// keeps "cuál", "cómo", "dónde" when they carry an accent, and no list knows "necesito saber".
const QUERY_FILLER = new Set(
  (
    "cual cuales cuanto cuanta cuantos cuantas como donde que quien quienes cuando hola gracias favor " +
    "necesito necesita quiero quisiera saber dime digame explicame puedo podria pueden tengo tienen " +
    // Mexican chat filler: how colleagues open, soften or close a question.
    "oye oiga oigan porfa porfavor tipo nomas solito ahorita neta bueno pues hago hacer hace le " +
    "please hello hi thanks tell know need want could would " +
    // English words that frame a question without saying what it is about ("how many days do I get").
    "get gets got many much lot lots thing things way " +
    // Words that join one thing to another ("junto con sus archivos", "además del respaldo").
    "junto juntos junta juntas ademas incluso todavia together also even"
  ).split(" "),
);

const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Words, keeping codes whole: letters and digits joined by - _ . / ("SKU-4471-B", "4.0", "A/C"), and
// a file path with its leading slash, as Postgres indexes it ("/etc/passwd" and "/tmp", not "etc/passwd").
const TOKEN = /\/?[\p{L}\p{N}]+(?:[-_./][\p{L}\p{N}]+)*/gu;

/** Lexemes of one word in each configuration, as typed and unaccented; a code's exact phrase. */
type WordForms = { spanish: string[]; english: string[]; simple: string[]; phrase: string };

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

async function wordForms(db: Db, words: string[]): Promise<Map<string, WordForms>> {
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

/**
 * Per-organisation document frequencies (table "TermStatistic", kept by triggers on "Chunk"): in how
 * many of the organisation's chunks each of the question's lexemes occurs, and how many chunks it has.
 */
type TermStatistics = { chunks: number; frequencies: Map<string, number> };

const TERM_STATISTICS_SQL = `
  SELECT "lexeme", "chunks" FROM "TermStatistic"
  WHERE "organizationId" = $1 AND "lexeme" = ANY($2::text[])`;

async function termStatistics(db: Db, organizationId: string, lexemes: string[]): Promise<TermStatistics> {
  const rows = await db.$queryRawUnsafe<{ lexeme: string; chunks: number }[]>(
    TERM_STATISTICS_SQL,
    organizationId,
    ["", ...new Set(lexemes)],
  );
  const frequencies = new Map(rows.map((row) => [row.lexeme, Number(row.chunks)]));
  return { chunks: frequencies.get("") ?? 0, frequencies };
}

/** BM25's inverse document frequency: ~0 for a word in every chunk, highest for a word in none. */
export function inverseDocumentFrequency(chunksWithTerm: number, chunks: number): number {
  return Math.log(1 + (chunks - chunksWithTerm + 0.5) / (chunksWithTerm + 0.5));
}

/**
 * One searched word: the OR of its forms (tsquery text), the same forms in a heading (null for a code),
 * how much it says for ranking (inverse document frequency in the organisation's chunks, of its
 * most common form), and for the relevance gate (the same, of its gate forms: 0 when only a Spanish
 * word's English equivalents occur, see `searchableWord`).
 */
type Group = {
  query: string;
  heading: string | null;
  weight: number;
  /** The forms that count for the gate (tsquery text), and what they weigh there. */
  gateQuery: string;
  gateWeight: number;
  /** The word's and its equivalents' stems as server/ai/text.ts writes them (proximity.ts). */
  stems: string[];
};

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

const ALL_CONFIGS: Config[] = ["spanish", "english", "simple"];

/** The configurations whose stop words a question's word is checked against. */
function configsFor(language: Config): Config[] {
  // A few keywords carry no language: search them as Spanish and as English words.
  if (language === "simple") return ["spanish", "english", "simple"];
  return [language, "simple"];
}

/** Two words of the question found near each other in a chunk, and what that is worth. */
type Pair = { query: string; weight: number };

/** Up to this many words apart: the stop words a phrase keeps between them ("archivos de configuración"). */
const NEARBY_DISTANCE = 3;

/**
 * Each two consecutive searched words of the question, as a tsquery that matches them within
 * NEARBY_DISTANCE positions in that order, worth the lesser of their weights: a chunk that says
 * "archivos de configuración" is about the question's phrase, one that says "archivo" on one page
 * and "configuración" on the next is not.
 */
function nearbyPairs(groups: Group[]): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 1; i < groups.length; i++) {
    const [a, b] = [groups[i - 1], groups[i]];
    const query = Array.from({ length: NEARBY_DISTANCE }, (_, d) => `${a.query} <${d + 1}> ${b.query}`).join(
      " | ",
    );
    pairs.push({ query, weight: Math.min(a.weight, b.weight) });
  }
  return pairs;
}

/** A set of candidates: chunks matching `query` that no earlier level returned (`seen`). */
type Level = { query: string; seen: string | null };

export type SearchPlan = {
  /** Candidate levels, best first (see the header). */
  levels: Level[];
  /** Every searched group's tsquery, heading tsquery and weight, for ordering. */
  groups: Group[];
  /** Consecutive searched words of the question, written near each other (see `nearbyPairs`). */
  pairs: Pair[];
  /** The OR of all groups: what `rank` is the `ts_rank` of. */
  any: string;
  /**
   * The question's IDF mass: the weights of its searched words plus those of the words the
   * organisation's content never uses (as rare as a word can be; twice that for a name, see
   * `isName`, half that for the verb of a how-to question, see `howToVerbs`). A chunk's coverage is the share of it that the chunk contains (the relevance gate,
   * server/ai/relevance.ts).
   */
  mass: number;
};

/**
 * A searched word: every lexeme it is searched with, and those that judge whether the content speaks
 * of it (the relevance gate): its own forms, or for an English question its Spanish equivalents too.
 */
type Word = {
  lexemes: string[];
  gateLexemes: string[];
  query: string;
  gateQuery: string;
  heading: string | null;
};

/** How much more than its rarity a name the organisation's content never mentions weighs. */
const UNKNOWN_NAME_WEIGHT = 2;

/**
 * A word written as a name: capitalised where a sentence does not start ("en Windows", "de Telcel"),
 * or with a capital inside it (FedEx, CONTPAQi). Codes with digits are codes, not names.
 */
function isName(question: string, match: RegExpMatchArray): boolean {
  const token = match[0];
  if (/\p{N}/u.test(token) || !/\p{Lu}/u.test(token)) return false;
  if (/\p{Lu}/u.test(token.slice(1))) return true;
  const before = question.slice(0, match.index).trimEnd();
  return before !== "" && !/[.?!¿¡:;"«(]$/.test(before);
}

/** How much of an unknown word's rarity the verb of a how-to question weighs (see `howToVerbs`). */
const UNKNOWN_HOW_TO_VERB_WEIGHT = 0.5;

// Unstressed pronouns that may stand between "cómo" and its verb ("¿cómo le hago?", "cómo se instala").
const CLITICS = new Set("me te se le lo la nos les los las".split(" "));

/**
 * The verb of a how-to question: the word after "cómo" (a pronoun or two aside). "¿Cómo veo los
 * registros?", "oye, como saco el tamaño": it says what the employee wants to do, in the form they
 * say it, which manuals rarely write ("veo", "saco"); the rest of the question says what it is
 * about. Unaccented "como" asks how only before any word that carries meaning: in "lo uso como
 * administrador" it means "as".
 */
function howToVerbs(tokens: string[]): Set<string> {
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
 * Names of two or more words, as written in the question: runs of name tokens separated by spaces
 * only ("el Buen Fin", "Mercado Libre"). Each word alone may be ordinary ("buen", "fin"); together
 * they name one thing.
 */
function multiWordNames(
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

// $1 organisation, $2 JSON array of phrases: those no chunk of the organisation contains, in any
// configuration a chunk may be indexed with, as typed or unaccented.
const ABSENT_PHRASES_SQL = `
  SELECT p.t AS "phrase" FROM json_array_elements_text($2::json) AS p(t)
  WHERE NOT EXISTS (
    SELECT 1 FROM "Chunk" c
    WHERE c."organizationId" = $1
      AND c."search" @@ (phraseto_tsquery('spanish', p.t) || phraseto_tsquery('english', p.t)
        || phraseto_tsquery('simple', p.t) || phraseto_tsquery('simple', immutable_unaccent(p.t))))`;

/**
 * Words of the question's multi-word names that the organisation's content never writes together
 * ("Buen Fin" in content that says "buen" and "fin" apart): the name is unknown, so they weigh as
 * unknown names in the question's mass.
 */
async function wordsOfUnknownNames(
  db: Db,
  organizationId: string,
  question: string,
  matches: RegExpMatchArray[],
): Promise<Set<string>> {
  const names = multiWordNames(question, matches);
  if (names.length === 0) return new Set();
  const rows = await db.$queryRawUnsafe<{ phrase: string }[]>(
    ABSENT_PHRASES_SQL,
    organizationId,
    JSON.stringify(names.map((name) => name.phrase)),
  );
  const absent = new Set(rows.map((row) => row.phrase));
  return new Set(names.filter((name) => absent.has(name.phrase)).flatMap((name) => name.tokens));
}

/**
 * The searchable forms of a question's word, with the forms of its `translations` (Spanish for an
 * English question, English for a Spanish one), or null for a stop word or filler. An English
 * question's Spanish equivalents are how Spanish content speaks of it, so they count for the gate;
 * a Spanish question's English equivalents help rank (Spanish manuals keep English option names,
 * keys and messages: "legible para humanos" is `--human-readable`) but count only in part for the
 * gate (TRANSLATED_GATE_SHARE), and not at all for a word the content never writes in Spanish: an
 * English word of another sense must not make a question the content does not answer look answered.
 */
function searchableWord(
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
  const languages = configs.filter((config): config is "spanish" | "english" => config !== "simple");
  // A stop word of any language the question is searched in says nothing about the answer.
  if (QUERY_FILLER.has(fold(token)) || languages.some((config) => word[config].length === 0)) return null;
  // Every configuration a chunk may be indexed with: a Spanish document's chunk that quotes a paragraph
  // in English is indexed as English, and its Spanish words are then stemmed the English way.
  const own = ALL_CONFIGS.flatMap((config) => word[config]);
  const translated = translations.flatMap((translation) => translation[translationConfig]);
  const lexemes = [...new Set([...own, ...translated])].sort();
  if (lexemes.length === 0) return null;
  const gateLexemes = translationConfig === "spanish" ? lexemes : [...new Set(own)].sort();
  return {
    lexemes,
    gateLexemes,
    gateQuery: gateLexemes.map(quoteLexeme).join(" | "),
    query: lexemes.map(quoteLexeme).join(" | "),
    heading: lexemes.map((lexeme) => `${quoteLexeme(lexeme)}:A`).join(" | "),
  };
}

/**
 * A command-line option ("dpkg -S", "du --max-depth"): a word right after a dash that follows a space
 * or opens the question. It is a code, searched as written (`simple`), never dropped as a stop word
 * ("-s" is not the English "s") and not translated.
 */
const isOption = (question: string, match: RegExpMatchArray) =>
  /(?:^|\s)--?$/.test(question.slice(0, match.index));

function optionWord(word: WordForms): Word | null {
  const query = word.simple.map(quoteLexeme).join(" | ");
  if (!query) return null;
  return { lexemes: word.simple, gateLexemes: word.simple, query, gateQuery: query, heading: null };
}

/** The question as word groups and coordination levels (see the header), or null when nothing is searchable. */
export async function planSearch(
  db: Db,
  organizationId: string,
  question: string,
): Promise<SearchPlan | null> {
  const matches = [...question.matchAll(TOKEN)].slice(0, MAX_WORDS);
  const tokens = matches.map((match) => match[0].toLowerCase());
  if (tokens.length === 0) return null;
  const names = new Set(
    matches.filter((match) => isName(question, match)).map((match) => match[0].toLowerCase()),
  );
  const language = detectLanguage(question);
  const configs = configsFor(language);
  // Each word also searches its equivalents in the other language (server/ai/bilingual.ts).
  const english = language === "english";
  // Codes, stop words and filler are not searched, so they are not looked up either.
  const options = new Set(
    matches.filter((match) => isOption(question, match)).map((m) => m[0].toLowerCase()),
  );
  const translatable = (token: string) =>
    !/\p{N}/u.test(token) &&
    !options.has(token) &&
    !QUERY_FILLER.has(fold(token)) &&
    contentTerms(token).length > 0;
  const equivalents = new Map(
    tokens.map((token) => [
      token,
      !translatable(token) ? [] : english ? spanishEquivalents(token) : englishEquivalents(token),
    ]),
  );
  const forms = await wordForms(db, [...tokens, ...[...equivalents.values()].flat()]);
  // By query, so that two spellings of one word are searched once; with one of its tokens.
  const byQuery = new Map<string, [string, Word]>();
  for (const token of tokens) {
    const translations = equivalents.get(token)!.map((equivalent) => forms.get(equivalent)!);
    const word = options.has(token)
      ? optionWord(forms.get(token)!)
      : searchableWord(token, forms.get(token)!, configs, translations, english ? "spanish" : "english");
    if (word && !byQuery.has(word.query)) byQuery.set(word.query, [token, word]);
  }
  const words = new Map([...byQuery.values()]);
  if (words.size === 0) return null;
  const stats = await termStatistics(
    db,
    organizationId,
    [...words.values()].flatMap((word) => word.lexemes),
  );
  if (stats.chunks === 0) return null;
  const unknownNameWords = await wordsOfUnknownNames(db, organizationId, question, matches);
  const verbs = howToVerbs(tokens);

  const all: Group[] = [];
  let mass = 0;
  for (const [token, word] of words) {
    // A word is as common as its most common form; a word no chunk contains is not searched, but it
    // still counts in the question's mass: the content does not speak of it. A name it never
    // mentions (Netflix, CONTPAQi) counts twice: the question is about something else. The verb of
    // a how-to question counts half when the content never uses it, and ranks with half its weight
    // when it does: it is how the employee says it ("¿cómo averiguo…?"), not what they ask about.
    const chunksWith = (lexemes: string[]) =>
      Math.max(0, ...lexemes.map((lexeme) => stats.frequencies.get(lexeme) ?? 0));
    const chunks = chunksWith(word.gateLexemes);
    const gateWeight = inverseDocumentFrequency(chunks, stats.chunks);
    if (unknownNameWords.has(token)) mass += UNKNOWN_NAME_WEIGHT * inverseDocumentFrequency(0, stats.chunks);
    else if (chunks > 0) mass += gateWeight;
    else if (names.has(token)) mass += UNKNOWN_NAME_WEIGHT * gateWeight;
    else mass += (verbs.has(token) ? UNKNOWN_HOW_TO_VERB_WEIGHT : 1) * gateWeight;
    const searchedChunks = chunksWith(word.lexemes);
    if (searchedChunks > 0)
      all.push({
        stems: [token, ...equivalents.get(token)!].flatMap((text) => textWords(text).map(stem)),
        query: `(${word.query})`,
        heading: word.heading && `(${word.heading})`,
        weight: (verbs.has(token) ? 0.5 : 1) * inverseDocumentFrequency(searchedChunks, stats.chunks),
        gateQuery: `(${word.gateQuery || "''"})`,
        gateWeight: chunks > 0 ? gateWeight : 0,
      });
  }
  if (all.length === 0) return null;

  // Rarest first.
  const byRarity = all
    .map((group, order) => ({ ...group, order }))
    .sort((a, b) => b.weight - a.weight || b.query.length - a.query.length || a.order - b.order)
    .slice(0, MAX_LEVEL_GROUPS);
  const levels: Level[] = [];
  // All of them, then without the most common one, …, down to the rarest alone: pure conjunctions,
  // which GIN answers from the rarest word's posting list.
  for (let size = byRarity.length; size >= 1; size--)
    levels.push({
      query: byRarity
        .slice(0, size)
        .map((group) => group.query)
        .join(" & "),
      seen: levels.at(-1)?.query ?? null,
    });
  // Then each other word alone, rarest first, skipping what earlier levels already returned.
  for (let i = 1; i < byRarity.length; i++)
    levels.push({
      query: byRarity[i].query,
      seen: byRarity
        .slice(0, i)
        .map((group) => group.query)
        .join(" | "),
    });
  return {
    levels,
    groups: all,
    pairs: nearbyPairs(all),
    any: all.map((group) => group.query).join(" | "),
    mass,
  };
}

/** Share of a word's weight that a chunk earns again when the word is in its heading. */
const HEADING_CREDIT = 0.75;
/**
 * The best candidates by the SQL score are re-ordered by proximity (proximity.ts): this many, so that a
 * chunk just below the k-th by its words can still come first (the texts of 24 chunks are read and
 * tokenised in ~1 ms); each earns this share of the weight of the words it says together.
 */
const PROXIMITY_POOL = 24;
const PROXIMITY_CREDIT = 1;
/** Share of a pair's weight that a chunk earns when it has the two words near each other. */
const NEARBY_CREDIT = 0.25;
/**
 * Share of a Spanish word's gate weight that a chunk earns with only its English equivalent
 * («legibles» in "--human-readable"): it may be the word's sense or another one ("manager" for
 * «gerente»), so it helps a passage through the gate but is not the word itself.
 */
const TRANSLATED_GATE_SHARE = 0.5;

// $1 organisation, $2 levels (JSON array of {query, seen} tsquery texts), $3 candidate cap, $4 the OR
// of all groups, $5 groups (JSON array of {q, h, w, gq, g}: tsquery, heading tsquery or null, weight,
// the gate's tsquery and weight), $6 k, $7 pairs (JSON array of {q, w}: tsquery of two words near
// each other, weight).
//
// The lateral subquery runs once per level, in order, and the LIMIT stops the nested loop as soon as
// enough candidates are found. The candidates carry what ordering needs; only the best few are joined
// to their sources. Chunks of inactive or unprocessed sources should not exist (they leave the index in
// the same transaction): the joins make sure they are never returned even if some slipped through,
// and the margin of 32 keeps k results unless more than that many did.
const SEARCH_SQL = `
  WITH levels AS MATERIALIZED (
    SELECT (l.v->>'query')::tsquery AS q, (l.v->>'seen')::tsquery AS seen, l.n
    FROM json_array_elements($2::json) WITH ORDINALITY AS l(v, n)
  ), candidates AS MATERIALIZED (
    SELECT m.*
    FROM levels
    CROSS JOIN LATERAL (
      SELECT c."id", c."sourceKind", c."sourceId", c."ordinal", c."search" FROM "Chunk" c
      WHERE c."organizationId" = $1
        AND c."search" @@ levels.q
        AND (levels.seen IS NULL OR NOT c."search" @@ levels.seen)
    ) m
    LIMIT $3
  ), groups AS MATERIALIZED (
    SELECT (g.v->>'q')::tsquery AS q, (g.v->>'h')::tsquery AS h, (g.v->>'w')::float8 AS w,
           (g.v->>'gq')::tsquery AS gq, (g.v->>'g')::float8 AS g
    FROM json_array_elements($5::json) AS g(v)
  ), pairs AS MATERIALIZED (
    SELECT (p.v->>'q')::tsquery AS q, (p.v->>'w')::float8 AS w
    FROM json_array_elements($7::json) AS p(v)
  ), scored AS (
    SELECT s."id", s."sourceKind", s."sourceId", s."ordinal",
           ts_rank(s."search", $4::tsquery)::float8 AS "rank",
           (SELECT coalesce(sum(groups.w), 0) FROM groups WHERE s."search" @@ groups.q) AS "covered",
           (SELECT coalesce(sum(CASE WHEN s."search" @@ groups.gq THEN groups.g ELSE ${TRANSLATED_GATE_SHARE} * groups.g END), 0) FROM groups WHERE groups.g > 0 AND s."search" @@ groups.q) AS "gateCovered",
           (SELECT coalesce(sum(groups.w), 0) FROM groups WHERE groups.h IS NOT NULL AND s."search" @@ groups.h) AS "inHeading",
           (SELECT coalesce(sum(pairs.w), 0) FROM pairs WHERE s."search" @@ pairs.q) AS "nearby"
    FROM candidates s
  ), best AS (
    SELECT scored.*,
           scored."covered" + ${HEADING_CREDIT} * scored."inHeading" + ${NEARBY_CREDIT} * scored."nearby" AS "score"
    FROM scored
    ORDER BY "score" DESC, "rank" DESC, scored."sourceId", scored."ordinal"
    LIMIT $6 + 32
  )
  SELECT ${CHUNK_COLUMNS_SQL}, b."rank", b."gateCovered", b."score"
  FROM best b
  JOIN "Chunk" c ON c."organizationId" = $1 AND c."id" = b."id"
  ${CITABLE_SOURCES_SQL}
  WHERE ${IS_CITABLE_SQL}
  ORDER BY b."score" DESC, b."rank" DESC, b."sourceId", b."ordinal"
  LIMIT $6`;

function searchParameters(organizationId: string, plan: SearchPlan, limit: number): unknown[] {
  return [
    organizationId,
    JSON.stringify(plan.levels),
    CANDIDATES,
    plan.any,
    JSON.stringify(
      plan.groups.map((group) => ({
        q: group.query,
        h: group.heading,
        w: group.weight,
        gq: group.gateQuery,
        g: group.gateWeight,
      })),
    ),
    limit,
    JSON.stringify(plan.pairs.map((pair) => ({ q: pair.query, w: pair.weight }))),
  ];
}

const boundedQuery = (query: string) => query.slice(0, MAX_QUERY_CHARS).trim();
const boundedLimit = (k: number) => Math.min(Math.max(Math.floor(k), 1), MAX_RESULTS);

/** EXPLAIN (ANALYZE, BUFFERS) of the search, for bench/run.ts and for tuning. */
export async function explainSearch(organizationId: string, query: string): Promise<string[]> {
  const db = await getDb();
  const plan = await planSearch(db, organizationId, boundedQuery(query));
  if (!plan) return [];
  const rows = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
    `EXPLAIN (ANALYZE, BUFFERS) ${SEARCH_SQL}`,
    ...searchParameters(organizationId, plan, DEFAULT_RESULTS),
  );
  return rows.map((row) => row["QUERY PLAN"]);
}

/**
 * The `k` chunks of the organisation that best match `query`, best first. A question asked again
 * before the organisation's content changed is answered from the cache (search-cache.ts, the chat API budget).
 */
export async function searchChunks(
  organizationId: string,
  query: string,
  k: number = DEFAULT_RESULTS,
): Promise<RetrievedChunk[]> {
  const text = boundedQuery(query);
  const limit = boundedLimit(k);
  if (!organizationId || !text) return [];
  const db = await getDb();
  // Read before searching, so that a result is never stored under a newer generation than its own.
  const generation = await contentGeneration(db, organizationId);
  const cached = cachedSearch(db, generation, organizationId, text, limit);
  if (cached) return cached;
  const chunks = await rankChunks(organizationId, text, limit);
  storeSearch(db, generation, organizationId, text, limit, chunks);
  return chunks;
}

/** `searchChunks` without the cache: every call searches (the benchmark's retrieval budget). */
export async function rankChunks(
  organizationId: string,
  query: string,
  k: number = DEFAULT_RESULTS,
): Promise<RetrievedChunk[]> {
  const text = boundedQuery(query);
  if (!organizationId || !text) return [];
  const db = await getDb();
  const plan = await planSearch(db, organizationId, text);
  if (!plan) return [];
  const limit = boundedLimit(k);
  const rows = await db.$queryRawUnsafe<(RetrievedChunk & { gateCovered: number; score: number })[]>(
    SEARCH_SQL,
    ...searchParameters(organizationId, plan, Math.max(limit, PROXIMITY_POOL)),
  );
  const terms = plan.groups.map((group) => ({ stems: group.stems, weight: group.weight }));
  return rows
    .map(({ gateCovered, score, ...chunk }) => ({
      chunk: { ...chunk, coverage: gateCovered / plan.mass },
      score: score + PROXIMITY_CREDIT * bestWindowWeight(chunk.text, terms),
    }))
    .sort((a, b) => b.score - a.score || b.chunk.rank - a.chunk.rank)
    .slice(0, limit)
    .map(({ chunk }) => chunk);
}
