import "server-only";
import { undiphthongized } from "@/server/ai/derivations";
import {
  colloquialTargets,
  isClippingOf,
  isDictionaryWord,
  mayBeClipped,
  thesaurusTargets,
  typoEdits,
  typoEditsAllowed,
  unitTargets,
} from "@/server/ai/word-lists";
import {
  BRIDGE_WEIGHT,
  CLIPPING_MIN_DROPPED_LETTERS,
  MAX_BRIDGE_TARGETS,
  TYPO_MAX_EDITS_SHORT,
  TYPO_MAX_UNBRIDGED_LETTERS,
  TYPO_MIN_SIMILARITY,
} from "@/server/ai/tuning";
import type { Db } from "@/server/db";
import { fold, ownLexemes, wordForms, type WordForms } from "@/server/services/retrieval/question";

/**
 * Bridges (DESIGN §7, issue 21 points 4–5): a question word the organisation's content never uses is
 * searched and judged as the words it most likely means that the content does use, tried in this
 * order, the first that finds content winning:
 * 1. the admin's own synonyms («lana = dinero, sueldo»; also for words the content uses);
 * 2. a verb's form with its root's diphthong undone («cierran» as «cerran», which stems as the content's
 *    «cerrado»; «cuesta» as «costa», which stems as the content's «costo»: server/ai/derivations.ts), or a
 *    unit of measure as documents write it («kilos» as «kg», «km» as «kilómetros»:
 *    server/ai/lexicon/units.ts);
 * 3. a clipping («secu», «prepa»): the lexeme the organisation uses most among those that begin with
 *    the word, for a Spanish word neither list below knows (one they know, «basquet», is tried as a
 *    clipping last, after its own senses: content that never says «baloncesto» may say «basquetbol»);
 * 4. a typo: the closest lexeme of the organisation's vocabulary (by trigram similarity, the same
 *    letters or, in a Spanish question, the same sound, over its term statistics; then by edit
 *    distance, a swap of neighbours counting one, as written or as it sounds), for a word neither
 *    list below knows;
 * 5. a Mexican colloquialism of work life (server/ai/lexicon/colloquial-mx.ts);
 * 6. a general Spanish thesaurus (LibreOffice's, server/ai/lexicon/es-thesaurus.json).
 * An English word is looked up in both lists as itself and as its Spanish equivalents
 * ("remuneration" as «remuneración», which the thesaurus leads to «paga»).
 * A bridged word ranks below one written in the documents (BRIDGE_WEIGHT). At the gate only a guess
 * (GUESSED_BRIDGES) is covered in part by a passage with the words it leads to; any other bridge
 * counts in the question at the share it is covered at (plan.ts). A word the content does use keeps
 * its colloquial sense, which ranks passages and covers the word at the gate, at a share of its
 * weight, in a passage without it (`colloquialSenses`).
 */

export type BridgeKind = keyof typeof BRIDGE_WEIGHT;

/**
 * A word's bridge: the lexemes of the content it leads to (each in at least one of the organisation's
 * chunks).
 */
export type Bridge = { kind: BridgeKind; lexemes: string[]; targets: string[] };

/** A word's targets in a list, looked up as itself and as each of its Spanish equivalents. */
const targetsOf = (targets: (token: string) => string[], token: string, spanish: readonly string[]) =>
  [...new Set([token, ...spanish].flatMap(targets))].slice(0, MAX_BRIDGE_TARGETS);

// $1 organisation, $2 JSON array of forms, $3 minimum similarity, $4 whether to match Spanish sounds.
// Each form's closest lexemes by their letters: the `%` operator (pg_trgm's similarity above its 0.3
// default) lets the trigram GIN index on "TermStatistic"."lexeme" find them. And those that sound the
// same in a Spanish question (es_sound_key) or have the same letters (es_letters_key), whose indexes
// find them: «asept» shares few letter triples with «acept», nor «garnati» with «garanti».
const CLOSEST_LEXEMES_SQL = `
  SELECT w.t AS "form", s."lexeme", s."chunks"
  FROM json_array_elements_text($2::json) AS w(t)
  CROSS JOIN LATERAL (
    (SELECT t."lexeme", t."chunks" FROM "TermStatistic" t
    WHERE t."lexeme" % w.t AND t."organizationId" = $1 AND t."lexeme" <> ''
      AND similarity(t."lexeme", w.t) >= $3
    ORDER BY similarity(t."lexeme", w.t) DESC, t."chunks" DESC
    LIMIT 20)
    UNION
    (SELECT t."lexeme", t."chunks" FROM "TermStatistic" t
    WHERE $4 AND t."organizationId" = $1 AND es_sound_key(t."lexeme") = es_sound_key(w.t)
      AND t."lexeme" <> ''
    ORDER BY t."chunks" DESC
    LIMIT 20)
    UNION
    (SELECT t."lexeme", t."chunks" FROM "TermStatistic" t
    WHERE t."organizationId" = $1 AND es_letters_key(t."lexeme") = es_letters_key(w.t) AND t."lexeme" <> ''
    ORDER BY t."chunks" DESC
    LIMIT 20)
  ) s`;

/**
 * Each misspelt token's correction: the lexeme of the organisation's vocabulary closest to one of its
 * forms (fewest edits, as written or, in a Spanish question, as it sounds; then the most frequent),
 * within the edits its length allows. A token of TYPO_MAX_UNBRIDGED_LETTERS letters or fewer, a code
 * and a dictionary word are never corrected.
 */
async function typoCorrections(
  db: Db,
  organizationId: string,
  tokens: Map<string, WordForms>,
  names: ReadonlySet<string>,
  bySound: boolean,
): Promise<Map<string, string>> {
  const formsOf = new Map<string, string[]>();
  for (const [token, forms] of tokens) {
    if (/\p{N}/u.test(token) || [...fold(token)].length <= TYPO_MAX_UNBRIDGED_LETTERS) continue;
    if (isDictionaryWord(token)) continue;
    const own = [...new Set(ownLexemes(forms))].filter(
      (form) => [...form].length > TYPO_MAX_UNBRIDGED_LETTERS,
    );
    if (own.length > 0) formsOf.set(token, own);
  }
  if (formsOf.size === 0) return new Map();
  const rows = await db.$queryRawUnsafe<{ form: string; lexeme: string; chunks: number }[]>(
    CLOSEST_LEXEMES_SQL,
    organizationId,
    JSON.stringify([...new Set([...formsOf.values()].flat())]),
    TYPO_MIN_SIMILARITY,
    bySound,
  );
  const corrections = new Map<string, string>();
  for (const [token, forms] of formsOf) {
    let best: { lexeme: string; edits: number; chunks: number } | null = null;
    for (const row of rows) {
      if (!forms.includes(row.form)) continue;
      // A misspelt name is a letter off («Milwakee»); two letters off, it is another name («Cancún» is
      // not «cancel»).
      const allowed = names.has(token) ? TYPO_MAX_EDITS_SHORT : typoEditsAllowed([...row.form].length);
      const edits = typoEdits(row.form, row.lexeme, allowed, { bySound });
      if (edits > allowed) continue;
      const chunks = Number(row.chunks);
      if (!best || edits < best.edits || (edits === best.edits && chunks > best.chunks))
        best = { lexeme: row.lexeme, edits, chunks };
    }
    if (best) corrections.set(token, best.lexeme);
  }
  return corrections;
}

// $1 organisation, $2 JSON array of folded words, $3 letters a clipping drops at least. Each word's
// most used lexeme that begins with it; the trigram GIN index serves the prefix LIKE.
const CLIPPED_LEXEMES_SQL = `
  SELECT w.t AS "word", s."lexeme"
  FROM json_array_elements_text($2::json) AS w(t)
  CROSS JOIN LATERAL (
    SELECT t."lexeme" FROM "TermStatistic" t
    WHERE t."organizationId" = $1 AND t."lexeme" LIKE w.t || '%'
      AND length(t."lexeme") >= length(w.t) + $3
    ORDER BY t."chunks" DESC, t."lexeme"
    LIMIT 1
  ) s`;

/**
 * Each clipped token's full word: the lexeme the organisation uses most among those that begin with
 * it. Only a Spanish word may be one: a name, a code and an English word with Spanish equivalents are
 * not (`bridgeWords`, `mayBeClipped`).
 */
async function clippingExpansions(
  db: Db,
  organizationId: string,
  tokens: string[],
): Promise<Map<string, string>> {
  const clipped = new Map(
    tokens.map((token) => [token, fold(token)] as const).filter(([, word]) => mayBeClipped(word)),
  );
  if (clipped.size === 0) return new Map();
  const rows = await db.$queryRawUnsafe<{ word: string; lexeme: string }[]>(
    CLIPPED_LEXEMES_SQL,
    organizationId,
    JSON.stringify([...new Set(clipped.values())]),
    CLIPPING_MIN_DROPPED_LETTERS,
  );
  const lexemeOf = new Map(rows.map((row) => [row.word, row.lexeme]));
  const expansions = new Map<string, string>();
  for (const [token, word] of clipped) {
    const lexeme = lexemeOf.get(word);
    if (lexeme && isClippingOf(word, lexeme)) expansions.set(token, lexeme);
  }
  return expansions;
}

/** How often the organisation's chunks use each lexeme (the plan's term statistics). */
export type Frequencies = (lexemes: string[]) => Promise<Map<string, number>>;

/**
 * The lexemes the organisation's content uses among those of each option's target words: a function
 * from an option's targets to them, after one round trip for the words' forms and one for their
 * frequencies.
 */
async function contentLexemes(
  db: Db,
  options: { targets: string[] }[],
  frequencies: Frequencies,
): Promise<(targets: string[]) => string[]> {
  const targetWords = [...new Set(options.flatMap((option) => option.targets))];
  const forms = await wordForms(
    db,
    targetWords.flatMap((target) => target.split(" ")),
  );
  const lexemesOf = (target: string) =>
    target
      .split(" ")
      .flatMap((word) => ownLexemes(forms.get(word) ?? { spanish: [], english: [], simple: [], phrase: "" }));
  const known = await frequencies([...new Set(targetWords.flatMap(lexemesOf))]);
  return (targets) =>
    [...new Set(targets.flatMap(lexemesOf))].filter((lexeme) => (known.get(lexeme) ?? 0) > 0);
}

/**
 * The bridges of a question's words. `unknown` are the tokens the organisation's content never uses,
 * with their forms; `tokens` all searched tokens (the admin's synonyms apply to every word).
 */
export async function bridgeWords(
  db: Db,
  organizationId: string,
  {
    unknown,
    tokens,
    names,
    synonyms,
    spanishEquivalents,
    english,
    frequencies,
  }: {
    unknown: Map<string, WordForms>;
    tokens: string[];
    /** An English question's words' Spanish equivalents (server/ai/bilingual.ts); none for Spanish. */
    spanishEquivalents: ReadonlyMap<string, readonly string[]>;
    /** Whether the question is in English: Spanish sounds say nothing of its misspellings. */
    english: boolean;
    /** Tokens written as names: only a typo bridges them («Milwakee»), never a synonym («Outlook» is not any mail). */
    names: ReadonlySet<string>;
    synonyms: ReadonlyMap<string, string[]>;
    frequencies: Frequencies;
  },
): Promise<Map<string, Bridge>> {
  const candidates = new Map<string, { kind: BridgeKind; targets: string[] }[]>();
  for (const token of tokens) {
    const admin = synonyms.get(fold(token)) ?? [];
    const options: { kind: BridgeKind; targets: string[] }[] = [];
    if (admin.length > 0) options.push({ kind: "admin", targets: admin });
    if (unknown.has(token)) {
      const root = undiphthongized(token);
      if (root) options.push({ kind: "verb", targets: [root] });
      // A name is never a unit (the «Metro» of «¿Y el Metro?»), as it is never a synonym.
      const units = names.has(token) ? [] : unitTargets(token);
      if (units.length > 0) options.push({ kind: "unit", targets: units });
      const spanish = spanishEquivalents.get(token) ?? [];
      // An exact beginning of a longer word is surer than a word a letter or two off; a word the
      // dictionaries know is read in its own senses first («basquet» is «baloncesto», and only content
      // that never says so makes it the «basquetbol» it begins).
      const clipping = !names.has(token) && spanish.length === 0;
      const known = isDictionaryWord(token);
      if (clipping && !known) options.push({ kind: "clipping", targets: [] });
      options.push({ kind: "typo", targets: [] });
      if (!names.has(token)) {
        options.push({ kind: "colloquial", targets: targetsOf(colloquialTargets, token, spanish) });
        options.push({ kind: "thesaurus", targets: targetsOf(thesaurusTargets, token, spanish) });
      }
      if (clipping && known) options.push({ kind: "clipping", targets: [] });
    }
    if (options.length > 0) candidates.set(token, options);
  }
  if (candidates.size === 0) return new Map();

  const clippable = [...candidates]
    .filter(([, options]) => options.some((option) => option.kind === "clipping"))
    .map(([token]) => token);
  const [corrections, expansions, usedLexemes] = await Promise.all([
    typoCorrections(db, organizationId, unknown, names, !english),
    clippingExpansions(db, organizationId, clippable),
    contentLexemes(db, [...candidates.values()].flat(), frequencies),
  ]);

  const bridges = new Map<string, Bridge>();
  for (const [token, options] of candidates) {
    for (const option of options) {
      if (option.kind === "typo" || option.kind === "clipping") {
        const lexeme = (option.kind === "typo" ? corrections : expansions).get(token);
        if (lexeme) {
          bridges.set(token, { kind: option.kind, lexemes: [lexeme], targets: [lexeme] });
          break;
        }
        continue;
      }
      const lexemes = usedLexemes(option.targets);
      if (lexemes.length > 0) {
        bridges.set(token, { kind: option.kind, lexemes, targets: option.targets });
        break;
      }
    }
  }
  return bridges;
}

/**
 * The colloquial sense of words the content does use (plan.ts weighs it: COLLOQUIAL_SENSE_SHARE): a
 * clinic whose urgent-care page says «la consulta cuesta $900» lists its prices under «Precios», so
 * «¿cuánto cuesta una limpieza?» ranks passages by «precio» too, and the price list covers «cuesta»
 * in part. Each token the colloquialisms list (`tokens`: those the
 * content uses, with their forms), as the lexemes of its targets that the content uses, its own aside.
 */
export async function colloquialSenses(
  db: Db,
  tokens: Map<string, WordForms>,
  frequencies: Frequencies,
): Promise<Map<string, Bridge>> {
  const options = [...tokens.keys()]
    .map((token) => ({ token, targets: colloquialTargets(token) }))
    .filter((option) => option.targets.length > 0);
  if (options.length === 0) return new Map();
  const usedLexemes = await contentLexemes(db, options, frequencies);
  const senses = new Map<string, Bridge>();
  for (const { token, targets } of options) {
    const own = new Set(ownLexemes(tokens.get(token)!));
    const lexemes = usedLexemes(targets).filter((lexeme) => !own.has(lexeme));
    if (lexemes.length > 0) senses.set(token, { kind: "colloquial", lexemes, targets });
  }
  return senses;
}

/**
 * Each sense's lexemes that the question does not already search (`searched`: its words' and their
 * bridges'), a sense that adds the same ones as another once: «tarjeta … pago» ranks «pago» once, and
 * two words with one sense («cuesta», «caro») add it once, for the first of them, in ranking and at
 * the gate. Senses that add nothing are left out.
 */
export function distinctSenses(
  senses: ReadonlyMap<string, Bridge>,
  searched: readonly string[],
): Map<string, string[]> {
  const already = new Set(searched);
  const distinct = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const [token, sense] of senses) {
    const lexemes = sense.lexemes.filter((lexeme) => !already.has(lexeme));
    const key = lexemes.join(" ");
    if (lexemes.length === 0 || seen.has(key)) continue;
    seen.add(key);
    distinct.set(token, lexemes);
  }
  return distinct;
}
