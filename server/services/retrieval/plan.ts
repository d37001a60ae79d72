import "server-only";
import { englishEquivalents, spanishEquivalents } from "@/server/ai/bilingual";
import { derivedForms } from "@/server/ai/derivations";
import { everydayShare } from "@/server/ai/everyday-spanish";
import { contentTerms, joinedSpelling, stem, words as textWords } from "@/server/ai/text";
import {
  BRIDGE_WEIGHT,
  GUESSED_BRIDGES,
  EVERYDAY_SPANISH_CHUNKS,
  COLLOQUIAL_SENSE_SHARE,
  HOW_TO_VERB_RANK_SHARE,
  MAX_LEVEL_GROUPS,
  NEARBY_DISTANCE,
  QUERY_FILLER,
  TYPICAL_QUESTION_WORDS,
  UNKNOWN_CODE_WEIGHT,
  UNKNOWN_HOW_TO_VERB_WEIGHT,
  UNKNOWN_NAME_WEIGHT,
  WHERE_QUESTION,
  WHERE_SEARCH,
} from "@/server/ai/tuning";
import type { Db } from "@/server/db";
import { detectLanguage } from "@/server/ingest/language";
import {
  bridgeWords,
  colloquialSenses,
  distinctSenses,
  type Frequencies,
} from "@/server/services/retrieval/bridges";
import {
  configsFor,
  fold,
  askingVerbs,
  verbsAfterPronouns,
  howToVerbs,
  isName,
  isOption,
  lexemeWord,
  multiWordNames,
  optionWord,
  questionMatches,
  searchableWord,
  wordForms,
  type Word,
} from "@/server/services/retrieval/question";

/**
 * The search plan (full-text.ts describes the whole search): the question's searched words as groups
 * of lexemes, weighted by their rarity in the organisation's own chunks (IDF from per-organisation
 * term statistics, read beside a sample of everyday Spanish: `rarity` in `planQuestion`), the
 * coordination levels candidates are taken from, the pairs of words said together, and the
 * question's IDF mass the relevance gate measures coverage against.
 */

/**
 * Per-organisation document frequencies (table "TermStatistic", kept by triggers on "Chunk"): in how
 * many of the organisation's chunks each of the question's lexemes occurs, and how many chunks it has.
 */
export type TermStatistics = { chunks: number; frequencies: Map<string, number> };

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
function inverseDocumentFrequency(chunksWithTerm: number, chunks: number): number {
  return Math.log(1 + (chunks - chunksWithTerm + 0.5) / (chunksWithTerm + 0.5));
}

/**
 * One searched word: the OR of its forms (tsquery text), the same forms in a heading (null for a code),
 * how much it says for ranking (inverse document frequency in the organisation's chunks beside
 * everyday Spanish, of its most common form), and for the relevance gate (the same, of its gate
 * forms: 0 when only a Spanish word's English equivalents occur, see `searchableWord`).
 */
export type Group = {
  query: string;
  heading: string | null;
  weight: number;
  /** The forms that count for the gate (tsquery text), and what they weigh there. */
  gateQuery: string;
  gateWeight: number;
  /** The word's and its equivalents' stems as server/ai/text.ts writes them (proximity.ts). */
  stems: string[];
  /** Searched as the words it leads to, because the content never uses it (bridges.ts). */
  bridged: boolean;
  /**
   * The colloquial sense of a word the content uses (bridges.ts `colloquialSenses`): it ranks the
   * candidates, near the question's other words too (proximity.ts), and stands in for the word at
   * the gate where a passage lacks it (its gate query excludes the word), but takes no part in
   * choosing them (levels) or in phrases (pairs).
   */
  sense?: true;
};

/** Two words of the question found near each other in a chunk, and what that is worth. */
export type Pair = { query: string; weight: number };

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
export type Level = { query: string; seen: string | null };

export type SearchPlan = {
  /** Candidate levels, best first (see full-text.ts). */
  levels: Level[];
  /** Every searched group's tsquery, heading tsquery and weight, for ordering. */
  groups: Group[];
  /** Consecutive searched words of the question, written near each other (see `nearbyPairs`). */
  pairs: Pair[];
  /** The OR of all groups: what `rank` is the `ts_rank` of. */
  any: string;
  /**
   * The question's IDF mass: the weights of its searched words plus those of the words the
   * organisation's content never uses (as rare as everyday Spanish lets it be; twice the rarest for
   * a name, see `isName`, three times for a code; half for the verb of a how-to question, see
   * `howToVerbs`; a bridged word's at its bridge's share unless the bridge is a guess,
   * GUESSED_BRIDGES). A chunk's coverage is the share of it that the chunk contains (the relevance
   * gate, server/ai/relevance.ts).
   */
  mass: number;
  /** Searched for where the business is (`planSearch`): only a passage that gives an address answers. */
  addressOnly?: true;
};

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
 * A code's spellings an organisation may write it in: as asked, without separators and with one
 * between its letters and digits («CS300», «cs-300» and «CS 300» are one model).
 */
function codeSpellings(code: string): string[] {
  const joined = code.replace(/[-_./]/g, "");
  const split = joined.replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, "$1$2-");
  return [...new Set([code, joined, split])];
}

/**
 * The question's codes (letters and digits together: a model, a part number, a form), each with the
 * spelling the organisation's content writes it in, or null when no chunk contains it in any spelling:
 * the question is then about something its content does not have. Also its hyphenated words, each as
 * the content writes it: joined when only that spelling is there («Wi-Fi» as «wifi», «e-mail» as
 * «email»), else as asked (one it writes neither way is any other word the content never uses).
 */
async function spellingsInContent(
  db: Db,
  organizationId: string,
  tokens: string[],
): Promise<Map<string, string | null>> {
  const codes = [...new Set(tokens.filter((token) => /\p{L}/u.test(token) && /\p{N}/u.test(token)))];
  const hyphenated = [...new Set(tokens.filter((token) => joinedSpelling(token) !== null))];
  if (codes.length === 0 && hyphenated.length === 0) return new Map();
  // A code's spellings are a hyphenated word's too: as asked, then joined («wi-fi», «wifi»).
  const rows = await db.$queryRawUnsafe<{ phrase: string }[]>(
    ABSENT_PHRASES_SQL,
    organizationId,
    JSON.stringify([...new Set([...codes, ...hyphenated].flatMap(codeSpellings))]),
  );
  const absent = new Set(rows.map((row) => row.phrase));
  const written = (token: string) => codeSpellings(token).find((spelling) => !absent.has(spelling));
  return new Map([
    ...codes.map((code) => [code, written(code) ?? null] as const),
    ...hyphenated.map((word) => [word, written(word) ?? word] as const),
  ]);
}

/**
 * The question as word groups and coordination levels (see full-text.ts), or null when nothing is
 * searchable. A question that asks where and names nothing the content uses («¿dónde están?», «¿cuál
 * es la dirección?» of a business whose page says «Estamos en Av. Hidalgo 318, col. Centro») is
 * searched as the words an address is written with (WHERE_SEARCH), each as a bridge since the
 * question did not say them, and any one of them covers it; only a passage that gives an address
 * answers it (full-text.ts).
 */
export async function planSearch(
  db: Db,
  organizationId: string,
  question: string,
  synonyms: ReadonlyMap<string, string[]> = new Map(),
): Promise<SearchPlan | null> {
  const plan = await planQuestion(db, organizationId, question, synonyms);
  const namesNothing = !plan || plan.groups.every((group) => group.bridged || group.gateWeight === 0);
  if (!namesNothing || !WHERE_QUESTION.test(fold(question))) return plan;
  const where = await planQuestion(db, organizationId, WHERE_SEARCH, synonyms);
  const mass = Math.max(0, ...(where?.groups ?? []).map((group) => group.gateWeight));
  if (!where || mass === 0) return plan;
  const groups = where.groups.map((group) => ({ ...group, bridged: true }));
  return { ...where, groups, mass, addressOnly: true };
}

async function planQuestion(
  db: Db,
  organizationId: string,
  question: string,
  synonyms: ReadonlyMap<string, string[]>,
): Promise<SearchPlan | null> {
  const matches = questionMatches(question);
  if (matches.length === 0) return null;
  // A code is searched as the content spells it («cs300» for «CS-300»); one it never has names another
  // model (UNKNOWN_CODE_WEIGHT). So is a hyphenated word («wifi» for «Wi-Fi»).
  const spellings = await spellingsInContent(
    db,
    organizationId,
    matches.map((match) => match[0].toLowerCase()),
  );
  const tokens = matches.map((match) => {
    const token = match[0].toLowerCase();
    return spellings.get(token) ?? token;
  });
  const absentCodes = new Set(
    [...spellings].filter(([, spelling]) => spelling === null).map(([code]) => code),
  );
  // Names and options by the spelling searched: «Wi-Fi», written as a name, is the name «wifi».
  const names = new Set(tokens.filter((_, i) => isName(question, matches[i])));
  const language = detectLanguage(question);
  const configs = configsFor(language);
  // Each word also searches its equivalents in the other language (server/ai/bilingual.ts).
  const english = language === "english";
  // Codes, stop words and filler are not searched, so they are not looked up either.
  const options = new Set(tokens.filter((_, i) => isOption(question, matches[i])));
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
  // A Spanish word is also its other part of speech where the stemmer parts them («devolver» is
  // «devolución»); an English word's Spanish equivalents are too.
  const derived = new Map(
    tokens.map((token) => [
      token,
      !translatable(token) ? [] : (english ? equivalents.get(token)! : [token]).flatMap(derivedForms),
    ]),
  );
  const forms = await wordForms(db, [...tokens, ...[...equivalents.values(), ...derived.values()].flat()]);
  // By query, so that two spellings of one word are searched once; with one of its tokens.
  const byQuery = new Map<string, [string, Word]>();
  for (const token of tokens) {
    const translations = equivalents.get(token)!.map((equivalent) => forms.get(equivalent)!);
    let word = options.has(token)
      ? optionWord(forms.get(token)!)
      : searchableWord(token, forms.get(token)!, configs, translations, english ? "spanish" : "english");
    const sameWord = derived.get(token)!.flatMap((form) => forms.get(form)!.spanish);
    if (word && sameWord.length > 0)
      word = lexemeWord([...word.lexemes, ...sameWord], [...word.gateLexemes, ...sameWord]);
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
  const chunksWith = (lexemes: string[]) =>
    Math.max(0, ...lexemes.map((lexeme) => stats.frequencies.get(lexeme) ?? 0));
  // A word's rarity is read on the organisation's chunks beside a sample of everyday Spanish
  // (EVERYDAY_SPANISH_CHUNKS): a small FAQ cannot tell that «posible» says less than «medicamento».
  // A name or code the content never has is weighed on the content alone («Buen Servicio» is not the
  // everyday «buen»), and so are a bridge's target words (the question did not say them) and an
  // English question's words (Spanish speech says nothing of "son" or "red").
  const rarity = (chunksWithWord: number, token: string | null) =>
    inverseDocumentFrequency(
      chunksWithWord + (token === null || english ? 0 : EVERYDAY_SPANISH_CHUNKS * everydayShare(fold(token))),
      stats.chunks + EVERYDAY_SPANISH_CHUNKS,
    );
  // Words the content never uses (codes and options aside) may be bridged (bridges.ts).
  const unknown = new Map(
    [...words]
      .filter(([, word]) => word.heading !== null && chunksWith(word.gateLexemes) === 0)
      .map(([token]) => [token, forms.get(token)!]),
  );
  const frequencies: Frequencies = async (lexemes) => {
    const more = await termStatistics(db, organizationId, lexemes);
    for (const [lexeme, n] of more.frequencies) stats.frequencies.set(lexeme, n);
    return more.frequencies;
  };
  // Words the content uses may still mean what the colloquialisms say (bridges.ts `colloquialSenses`);
  // a name or an English word is what it is.
  const known = new Map(
    english
      ? []
      : [...words]
          .filter(
            ([token, word]) =>
              word.heading !== null && !unknown.has(token) && !names.has(token) && !options.has(token),
          )
          .map(([token]) => [token, forms.get(token)!]),
  );
  const [unknownNameWords, bridges, senses] = await Promise.all([
    wordsOfUnknownNames(db, organizationId, question, matches),
    bridgeWords(db, organizationId, {
      unknown,
      tokens: [...words.keys()],
      names,
      synonyms,
      spanishEquivalents: english ? equivalents : new Map(),
      english,
      frequencies,
    }),
    colloquialSenses(db, known, frequencies),
  ]);
  const senseLexemes = distinctSenses(senses, [
    ...[...words.values()].flatMap((word) => word.lexemes),
    ...[...bridges.values()].flatMap((bridge) => bridge.lexemes),
  ]);
  const verbs = howToVerbs(tokens);
  const asked = askingVerbs(tokens);
  const told = english ? new Set<string>() : verbsAfterPronouns(tokens);
  // What a word the content never uses weighs in the question's mass: as rare as everyday Spanish lets
  // it be, twice the rarest for a name, half for a verb of how the question is asked or told.
  const unknownWeight = (token: string) =>
    names.has(token)
      ? UNKNOWN_NAME_WEIGHT * rarity(0, null)
      : (verbs.has(token) || asked.has(token) || told.has(token) ? UNKNOWN_HOW_TO_VERB_WEIGHT : 1) *
        rarity(0, token);

  const all: Group[] = [];
  let mass = 0;
  for (const [token, word] of words) {
    // A word is as common as its most common form; a word no chunk contains is not searched, but it
    // still counts in the question's mass: the content does not speak of it. A name it never
    // mentions (Netflix, CONTPAQi) counts twice: the question is about something else; a code it
    // never has, three times: another model (UNKNOWN_CODE_WEIGHT). The verb of a how-to question
    // counts half when the content never uses it, and ranks with half its weight
    // when it does: it is how the employee says it ("¿cómo averiguo…?"), not what they ask about;
    // so do, at the gate only, the verb after «cuánto», «cuándo», «dónde» or «qué hora» and a verb
    // after an unstressed pronoun («¿se las cambiamos?»).
    if (absentCodes.has(token)) {
      mass += UNKNOWN_CODE_WEIGHT * rarity(0, null);
      continue;
    }
    const chunks = chunksWith(word.gateLexemes);
    const bridge = bridges.get(token);
    if (bridge && chunks === 0) {
      // A bridged word counts in the mass as the words it leads to, and a chunk that has them covers
      // it at the bridge's weight (BRIDGE_WEIGHT): found, but less surely than written. Only a guess
      // (GUESSED_BRIDGES) counts in full in the mass: the question may be about something the content
      // lacks. A word a person's list or its grammar leads to («lana» → sueldo, «cierran» → cerrar)
      // counts there at the share it is covered at, so a passage that says what it means covers it in
      // full, and one that lacks it loses only that share. (Counting guesses at their share too let
      // more off-topic test questions through.)
      // A corrected or completed spelling («dspues», «secu») weighs as a word no chunk contains, on the
      // content alone, however common its correction: correcting it changes which passages cover it,
      // not what it weighs. (Weighing it as its correction, «después», declined more of the FAQ test's
      // typo questions.)
      const share = BRIDGE_WEIGHT[bridge.kind];
      // The spelling guesses (of GUESSED_BRIDGES): weighed as a word no chunk contains.
      const spelling = bridge.kind === "typo" || bridge.kind === "clipping";
      const weight = rarity(spelling ? 0 : chunksWith(bridge.lexemes), null);
      const lexemes = [...new Set([...word.lexemes, ...bridge.lexemes])].sort();
      const bridged = lexemeWord(lexemes, bridge.lexemes);
      mass += (GUESSED_BRIDGES.has(bridge.kind) ? 1 : share) * weight;
      all.push({
        stems: [token, ...bridge.targets].flatMap((text) => textWords(text).map(stem)),
        query: `(${bridged.query})`,
        heading: `(${bridged.heading})`,
        weight: share * (spelling ? weight : rarity(chunksWith(lexemes), null)),
        gateQuery: `(${bridged.gateQuery})`,
        gateWeight: share * weight,
        bridged: true,
      });
      continue;
    }
    if (bridge) {
      // The admin's synonyms of a word the content uses: searched too, judged as the gate judges
      // another language's equivalent (TRANSLATED_GATE_SHARE).
      const extended = lexemeWord([...word.lexemes, ...bridge.lexemes], word.gateLexemes);
      word.lexemes = extended.lexemes;
      word.query = extended.query;
      word.heading = extended.heading;
    }
    const gateWeight = rarity(chunks, token);
    if (unknownNameWords.has(token)) mass += UNKNOWN_NAME_WEIGHT * rarity(0, null);
    else if (chunks > 0) mass += gateWeight;
    else mass += unknownWeight(token);
    const searchedChunks = chunksWith(word.lexemes);
    if (searchedChunks > 0)
      all.push({
        stems: [token, ...equivalents.get(token)!, ...derived.get(token)!].flatMap((text) =>
          textWords(text).map(stem),
        ),
        query: `(${word.query})`,
        heading: word.heading && `(${word.heading})`,
        weight: (verbs.has(token) ? HOW_TO_VERB_RANK_SHARE : 1) * rarity(searchedChunks, token),
        gateQuery: `(${word.gateQuery || "''"})`,
        gateWeight: chunks > 0 ? gateWeight : 0,
        bridged: false,
      });
    // The colloquial sense of a word the content uses ranks passages too, and covers the word at the
    // gate in a passage that lacks it («cuesta» in a price list that only says «precio»), at a share
    // of its weight (COLLOQUIAL_SENSE_SHARE): the question did not say those words, and the content
    // does use the word it said. A passage with the word in any of its searched forms (another
    // language's, the admin's synonyms) is covered by the word alone. A sense is only ever found for
    // a word the content uses (`known`), so the word has gate forms and a gate weight.
    const sense = senseLexemes.get(token);
    if (sense && searchedChunks > 0) {
      const meant = lexemeWord(sense);
      all.push({
        stems: senses.get(token)!.targets.flatMap((text) => textWords(text).map(stem)),
        query: `(${meant.query})`,
        heading: `(${meant.heading})`,
        weight: COLLOQUIAL_SENSE_SHARE * rarity(chunksWith(sense), null),
        gateQuery: `(${meant.query}) & !(${word.query})`,
        gateWeight: COLLOQUIAL_SENSE_SHARE * gateWeight,
        bridged: false,
        sense: true,
      });
    }
  }
  if (all.length === 0) return null;
  // A long message is mostly story: the share of it a passage must cover falls with its length.
  const storyShare = Math.min(1, Math.sqrt(TYPICAL_QUESTION_WORDS / words.size));
  const said = all.filter((group) => !group.sense);
  return {
    levels: levelsOf(said),
    any: all.map((group) => group.query).join(" | "),
    groups: all,
    pairs: nearbyPairs(said),
    mass: mass * storyShare,
  };
}

/** The coordination levels of a question's groups (see full-text.ts). */
function levelsOf(all: Group[]): Level[] {
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
  return levels;
}
