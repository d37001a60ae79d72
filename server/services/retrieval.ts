import "server-only";
import { getDb, type ChunkSourceKind } from "@/server/db";

/**
 * Full-text retrieval over one organisation's index (DESIGN §7). The organisation id is a required
 * argument and the first condition of the query: no code path reads another tenant's chunks.
 */

export type RetrievedChunk = {
  chunkId: string;
  sourceKind: ChunkSourceKind;
  sourceId: string;
  /** The source's title: the block's title, the Q&A pair's question, the document's file name. */
  title: string;
  page: number | null;
  heading: string;
  text: string;
  /** ts_rank of the chunk for this query: comparable between results of one query only. */
  rank: number;
};

export const DEFAULT_RESULTS = 8;
const MAX_RESULTS = 50;
// A chat message is at most a few paragraphs; past this the extra words only slow the query down.
const MAX_QUERY_CHARS = 1_000;

// Stemmed configurations drop stop words, so their remaining terms are OR-ed: "¿cuál es el horario de
// atención?" must find the block on "horario de atención" without every word in it. `websearch_to_tsquery`
// joins terms with " & "; negated terms (" & !x") keep their AND. Phrases ("a b", and hyphenated codes
// such as SKU-4471-B, which become 'sku' <-> '-4471' <-> 'b') stay phrases.
const anyTerm = (tsquery: string) => `regexp_replace((${tsquery})::text, ' & (?!!)', ' | ', 'g')::tsquery`;

// Each form of the query ($2) as written (inflections stem alike) and unaccented (matches text typed
// with accents), as the trigger indexes each chunk (migration 20261122060000). Configuration names are
// inlined literals from this fixed list, so the planner folds the whole tsquery into a constant.
const QUERY_FORMS = ["$2", "immutable_unaccent($2)"];
const TSQUERY = [
  ...["spanish", "english"].flatMap((config) =>
    QUERY_FORMS.map((form) => anyTerm(`websearch_to_tsquery('${config}', ${form})`)),
  ),
  // 'simple' keeps every word and stems none: all of them must match, as they must for a code.
  ...QUERY_FORMS.map((form) => `websearch_to_tsquery('simple', ${form})`),
].join("\n      || ");

// Chunks of inactive or unprocessed sources should not exist (they leave the index in the same
// transaction); the joins make sure they are never returned even if one slipped through.
const SEARCH_SQL = `
  SELECT c."id" AS "chunkId", c."sourceKind"::text AS "sourceKind", c."sourceId",
         COALESCE(kb."title", qa."question", d."filename") AS "title",
         c."page", c."heading", c."text", ts_rank(c."search", q.tsquery)::float8 AS "rank"
  FROM "Chunk" c
  CROSS JOIN (SELECT ${TSQUERY} AS tsquery) q
  LEFT JOIN "KnowledgeBlock" kb ON c."sourceKind" = 'knowledge_block'
    AND kb."organizationId" = c."organizationId" AND kb."id" = c."sourceId" AND kb."isActive"
  LEFT JOIN "QaPair" qa ON c."sourceKind" = 'qa_pair'
    AND qa."organizationId" = c."organizationId" AND qa."id" = c."sourceId" AND qa."isActive"
  LEFT JOIN "Document" d ON c."sourceKind" = 'document'
    AND d."organizationId" = c."organizationId" AND d."id" = c."sourceId" AND d."status" = 'processed'
  WHERE c."organizationId" = $1
    AND c."search" @@ q.tsquery
    AND COALESCE(kb."id", qa."id", d."id") IS NOT NULL
  ORDER BY "rank" DESC, c."sourceId", c."ordinal"
  LIMIT $3`;

/** The `k` chunks of the organisation that best match `query`, best first. */
export async function searchChunks(
  organizationId: string,
  query: string,
  k: number = DEFAULT_RESULTS,
): Promise<RetrievedChunk[]> {
  const text = query.slice(0, MAX_QUERY_CHARS).trim();
  const limit = Math.min(Math.max(Math.floor(k), 1), MAX_RESULTS);
  if (!organizationId || !text) return [];
  const db = await getDb();
  return db.$queryRawUnsafe<RetrievedChunk[]>(SEARCH_SQL, organizationId, text, limit);
}
