import "server-only";
import { answerKindHeld, holdsPostalAddress } from "@/server/ai/answer-types";
import {
  ANSWER_TYPE_CREDIT,
  CANDIDATES,
  DEFAULT_RESULTS,
  HEADING_CREDIT,
  MAX_QUERY_CHARS,
  MAX_RESULTS,
  NEARBY_CREDIT,
  PROXIMITY_CREDIT,
  PROXIMITY_POOL,
  TRANSLATED_GATE_SHARE,
} from "@/server/ai/tuning";
import type { RetrievedChunk } from "@/server/ai/types";
import { getDb } from "@/server/db";
import { organizationSynonyms } from "@/server/services/knowledge/synonyms";
import { planSearch, type SearchPlan } from "@/server/services/retrieval/plan";
import { bestWindowWeight } from "@/server/services/retrieval/proximity";
import { cachedSearch, contentGeneration, storeSearch } from "@/server/services/retrieval/search-cache";

/**
 * Full-text retrieval over one organisation's index (DESIGN §7). The organisation id is a required
 * argument and the first condition of every query: no code path reads another tenant's chunks.
 *
 * By job: question.ts analyses the question (tokens, stop words, stemming in every configuration,
 * names, options, how-to verbs), plan.ts turns it into a search plan (word groups weighted by
 * per-organisation IDF, coordination levels, pairs, the gate's mass; bridges.ts for the words the
 * content never uses), this file runs the plan in SQL, and proximity.ts re-orders the best
 * candidates. Every tuning constant lives in server/ai/tuning.ts.
 *
 * How a question is searched, and why (DESIGN §13: p95 ≤ 50 ms at 100k chunks in one tenant):
 *
 * Ranking with `ts_rank` costs O(matches), not O(k): Postgres must score every matching row before it
 * can return the best eight. An OR of every form of a question's words ("¿Cuál es la garantía de
 * equipo de la empresa?") matches half of a 100k-chunk organisation, and ranking it took 0.4–1.3 s.
 * So the search is split in two, and each half is bounded:
 *
 * 1. The question becomes *word groups*. Each word of the question is stemmed by Postgres (one round
 *    trip per question for the words this process has not analysed yet) in every configuration a chunk
 *    may be indexed with (Spanish, English and `simple`: a Spanish manual's paragraph left in English
 *    is indexed as English, tables and codes unstemmed), each as typed and unaccented, since the
 *    trigger indexes both forms (migration 20261122060000). A word's forms are OR-ed into one group;
 *    groups are de-duplicated. Stop words of the question's language (detected,
 *    server/ingest/language.ts; Spanish and English for a few keywords) and question/chat filler
 *    ("cuál", "necesito", "please") are dropped, instead of being searched through another language's
 *    configuration (the English config keeps "de", "el", "es"). A word with a digit (SKU-4471-B, CFDI
 *    4.0) is a code: an exact phrase in every configuration, spelt as the content writes it («cs300»
 *    for «CS-300»); a command-line option ("-S") is searched as written. A word's group also holds its
 *    equivalents in the other language (server/ai/bilingual.ts; see `searchableWord` for what they may
 *    decide).
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
 *    together, within a sentence or two (proximity.ts), and for holding the kind of answer the
 *    question asks for (a number, an hour or date, an amount, a form, a place: server/ai/answer-types.ts),
 *    worth its least weighty word; the first k are returned.
 *
 * Rarity is per organisation (plan.ts `termStatistics`): in how many of its own chunks each word
 * occurs (table "TermStatistic", kept by triggers on "Chunk"), read beside a sample of everyday
 * Spanish so that a small organisation can still tell «posible» from «medicamento».
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
 * - Large rows: a chunk's tsvector is ~2 kB, so Postgres would compress it and move it out of line (TOAST),
 *   and every `@@`/`ts_rank` on a candidate would first fetch and decompress it, tripling the per-row cost.
 *   Migration 20261125090000 (chunk_rows_inline) keeps rows of up to 8 kB in the heap, uncompressed.
 *
 * Safety: the question is only ever a bound parameter. Configuration names are literals from a fixed
 * list. Lexemes come back from Postgres' own `to_tsvector` and are quoted before they are combined
 * into tsquery text, which is also passed as a bound parameter and parsed by Postgres.
 */

export type { RetrievedChunk };
export { CANDIDATES, DEFAULT_RESULTS };

/**
 * SQL shared by every query that returns chunks (here and in hybrid.ts, for chunks only vectors found), with
 * the chunk as `c` and the organisation bound as $1: the joins keep only chunks whose source may be cited (an
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
/**
 * An assistant limited to collections (issue 23) retrieves only chunks whose source is in one of
 * them: this condition on the chunk `c`, with the organisation as $1 and the collection ids bound as
 * `$param` (a JSON array), is part of each query that reads chunks, so nothing outside them is ever
 * read, ranked, cited or named as a closest topic. Without collections the queries are unchanged.
 */
export const inCollectionsSql = (param: number) => `EXISTS (
    SELECT 1 FROM "CollectionItem" ci
    WHERE ci."organizationId" = $1 AND ci."sourceKind" = c."sourceKind" AND ci."sourceId" = c."sourceId"
      AND ci."collectionId" IN (SELECT json_array_elements_text($${param}::json)))`;

/** Collection ids an assistant is limited to; undefined: all the organisation's content. */
export type CollectionScope = readonly string[] | undefined;

export const CHUNK_COLUMNS_SQL = `c."id" AS "chunkId", c."sourceKind"::text AS "sourceKind", c."sourceId",
  COALESCE(kb."title", qa."question", d."filename") AS "title", c."page", c."heading", c."text",
  d."extension"`;

// $1 organisation, $2 levels (JSON array of {query, seen} tsquery texts), $3 candidate cap, $4 the OR
// of all groups, $5 groups (JSON array of {q, h, w, gq, g, b, s}: tsquery, heading tsquery or null,
// weight, the gate's tsquery and weight, whether the word is bridged, whether it is a colloquial
// sense), $6 k, $7 pairs (JSON array of {q, w}: tsquery of two words near each other, weight).
//
// At the gate a group counts its weight where its gate query matches; where only its search query
// does (another language's equivalent), TRANSLATED_GATE_SHARE of it, except a sense's, whose gate
// query leaves out passages that have the word itself: those the word covers.
//
// The lateral subquery runs once per level, in order, and the LIMIT stops the nested loop as soon as
// enough candidates are found. The candidates carry what ordering needs; only the best few are joined
// to their sources. Chunks of inactive or unprocessed sources should not exist (they leave the index in
// the same transaction): the joins make sure they are never returned even if some slipped through,
// and the margin of 32 keeps k results unless more than that many did. With collections ($8) only
// their chunks become candidates. Of chunks that match equally, the one with fewer distinct words
// comes first: it is more about what they share, and the order no longer hangs on random ids (the
// same content answers the same way in any database).
const searchSql = (inCollections: boolean) => `
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
        ${inCollections ? `AND ${inCollectionsSql(8)}` : ""}
    ) m
    LIMIT $3
  ), groups AS MATERIALIZED (
    SELECT (g.v->>'q')::tsquery AS q, (g.v->>'h')::tsquery AS h, (g.v->>'w')::float8 AS w,
           (g.v->>'gq')::tsquery AS gq, (g.v->>'g')::float8 AS g, (g.v->>'b')::boolean AS b,
           (g.v->>'s')::boolean AS s
    FROM json_array_elements($5::json) AS g(v)
  ), pairs AS MATERIALIZED (
    SELECT (p.v->>'q')::tsquery AS q, (p.v->>'w')::float8 AS w
    FROM json_array_elements($7::json) AS p(v)
  ), scored AS (
    SELECT s."id", s."sourceKind", s."sourceId", s."ordinal",
           ts_rank(s."search", $4::tsquery)::float8 AS "rank", length(s."search") AS "words",
           (SELECT coalesce(sum(groups.w), 0) FROM groups WHERE s."search" @@ groups.q) AS "covered",
           (SELECT coalesce(sum(CASE WHEN s."search" @@ groups.gq THEN groups.g WHEN groups.s THEN 0 ELSE ${TRANSLATED_GATE_SHARE} * groups.g END), 0) FROM groups WHERE groups.g > 0 AND s."search" @@ groups.q) AS "gateCovered",
           (SELECT coalesce(sum(groups.w), 0) FROM groups WHERE groups.h IS NOT NULL AND s."search" @@ groups.h) AS "inHeading",
           (SELECT coalesce(sum(pairs.w), 0) FROM pairs WHERE s."search" @@ pairs.q) AS "nearby",
           EXISTS (SELECT 1 FROM groups WHERE groups.b AND s."search" @@ groups.gq) AS "bridged"
    FROM candidates s
  ), best AS (
    SELECT scored.*,
           scored."covered" + ${HEADING_CREDIT} * scored."inHeading" + ${NEARBY_CREDIT} * scored."nearby" AS "score"
    FROM scored
    ORDER BY "score" DESC, "rank" DESC, scored."words", scored."sourceId", scored."ordinal"
    LIMIT $6 + 32
  )
  SELECT ${CHUNK_COLUMNS_SQL}, b."rank", b."gateCovered", b."score", b."bridged"
  FROM best b
  JOIN "Chunk" c ON c."organizationId" = $1 AND c."id" = b."id"
  ${CITABLE_SOURCES_SQL}
  WHERE ${IS_CITABLE_SQL}
  ORDER BY b."score" DESC, b."rank" DESC, b."words", b."sourceId", b."ordinal"
  LIMIT $6`;
const SEARCH_SQL = searchSql(false);
const SEARCH_IN_COLLECTIONS_SQL = searchSql(true);

function searchParameters(
  organizationId: string,
  plan: SearchPlan,
  limit: number,
  collections?: CollectionScope,
): unknown[] {
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
        b: group.bridged,
        s: group.sense ?? false,
      })),
    ),
    limit,
    JSON.stringify(plan.pairs.map((pair) => ({ q: pair.query, w: pair.weight }))),
    ...(collections ? [JSON.stringify(collections)] : []),
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
 * before the organisation's content (or its synonyms, which renew the same generation) changed is
 * answered from the cache (search-cache.ts, the chat API budget).
 */
export async function searchChunks(
  organizationId: string,
  query: string,
  k: number = DEFAULT_RESULTS,
  collections?: CollectionScope,
): Promise<RetrievedChunk[]> {
  const text = boundedQuery(query);
  const limit = boundedLimit(k);
  if (!organizationId || !text) return [];
  const db = await getDb();
  // Read before searching, so that a result is never stored under a newer generation than its own.
  const generation = await contentGeneration(db, organizationId);
  // An assistant's collections are part of the key: its results are not another assistant's.
  const scope = collections ? `${organizationId}\u0001${[...collections].sort().join(",")}` : organizationId;
  const cached = cachedSearch(db, generation, scope, text, limit);
  if (cached) return cached;
  const synonyms = await organizationSynonyms(organizationId);
  const chunks = await rankChunks(organizationId, text, limit, synonyms, collections);
  storeSearch(db, generation, scope, text, limit, chunks);
  return chunks;
}

/**
 * `searchChunks` without the cache: every call searches (the benchmark's retrieval budget). `synonyms`
 * are the organisation's own (`organizationSynonyms`), normalised; read for each search when omitted.
 */
export async function rankChunks(
  organizationId: string,
  query: string,
  k: number = DEFAULT_RESULTS,
  synonyms?: ReadonlyMap<string, string[]>,
  collections?: CollectionScope,
): Promise<RetrievedChunk[]> {
  const text = boundedQuery(query);
  if (!organizationId || !text) return [];
  const db = await getDb();
  const plan = await planSearch(
    db,
    organizationId,
    text,
    synonyms ?? (await organizationSynonyms(organizationId)),
  );
  if (!plan) return [];
  const limit = boundedLimit(k);
  const rows = await db.$queryRawUnsafe<
    (RetrievedChunk & { gateCovered: number; score: number; bridged: boolean })[]
  >(
    collections ? SEARCH_IN_COLLECTIONS_SQL : SEARCH_SQL,
    ...searchParameters(organizationId, plan, Math.max(limit, PROXIMITY_POOL), collections),
  );
  const terms = plan.groups.map((group) => ({ stems: group.stems, weight: group.weight }));
  const holdsAnswer = answerKindHeld(text);
  // The question's own words: a colloquial sense is no word it said (see ANSWER_TYPE_CREDIT).
  const typeCredit =
    ANSWER_TYPE_CREDIT *
    Math.min(...plan.groups.filter((group) => !group.sense).map((group) => group.weight));
  return rows
    .filter((row) => !plan.addressOnly || holdsPostalAddress(row.text))
    .map(({ gateCovered, score, bridged, ...chunk }) => ({
      chunk: { ...chunk, coverage: gateCovered / plan.mass, ...(bridged ? { bridged } : {}) },
      score:
        score +
        PROXIMITY_CREDIT * bestWindowWeight(chunk.text, terms) +
        (holdsAnswer(chunk.text) ? typeCredit : 0),
    }))
    .sort((a, b) => b.score - a.score || b.chunk.rank - a.chunk.rank)
    .slice(0, limit)
    .map(({ chunk }) => chunk);
}
