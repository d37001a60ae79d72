import "server-only";
import { runInBackground } from "@/server/background";
import { getDb } from "@/server/db";
import { HYBRID_MAX_CANDIDATES, MAX_VECTOR_DISTANCE, RRF_K } from "@/server/ai/tuning";
import { embedQuery } from "@/server/services/retrieval/embeddings";
import {
  CHUNK_COLUMNS_SQL,
  CITABLE_SOURCES_SQL,
  DEFAULT_RESULTS,
  inCollectionsSql,
  IS_CITABLE_SQL,
  rankChunks,
  type CollectionScope,
  searchChunks as cachedSearchChunks,
  type RetrievedChunk,
} from "@/server/services/retrieval/full-text";
import {
  syncEmbeddings,
  vectorSearch,
  vectorsEnabled,
  type VectorHit,
} from "@/server/services/retrieval/vectors";

/**
 * What a question is answered from (DESIGN §7): full-text search (server/services/retrieval/full-text.ts) and,
 * when vectors are enabled (server/services/retrieval/vectors.ts), the nearest chunks by embedding, fused
 * by reciprocal rank fusion: a chunk's score is the sum over both lists of 1 / (RRF_K + its position).
 * A chunk found by both lists beats one found by either alone; a full-text hit no vector found is
 * kept, and so is a vector hit that shares no word with the question ("¿Cuántos días libres me
 * tocan?" finds "Vacaciones").
 *
 * `rank` keeps its meaning for the relevance gate: `ts_rank` for a chunk full text found, and the
 * cosine similarity (1 − distance) for a chunk only vectors found. `retrievedBy` says which; the relevance
 * gate (`relevantChunks`, server/ai/relevance.ts) lifts the shared-word check for them. Nearest neighbours
 * always exist, so a vector hit farther than MAX_VECTOR_DISTANCE is not a match at all and is dropped.
 *
 * Without vectors (not configured, pgvector missing, or the question's embedding failing or taking
 * longer than QUERY_TIMEOUT_MS) the result is full-text search's, unchanged but for `retrievedBy`.
 */

export type RetrievedBy = "fulltext" | "vector" | "both";

export type HybridChunk = RetrievedChunk & {
  retrievedBy: RetrievedBy;
  /** The reciprocal-rank-fusion score the results are ordered by (0 without vectors). */
  fusedScore: number;
};

const backfillStarted = new Set<string>();

/**
 * The `k` chunks of the organisation that best answer `question`, best first; `uncached` searches
 * even a question asked before (the benchmark's answer path). With `collections` (an assistant
 * limited to them, issue 23) every query reads only their chunks.
 */
export async function retrieveForQuestion(
  organizationId: string,
  question: string,
  k: number = DEFAULT_RESULTS,
  { uncached = false, collections }: { uncached?: boolean; collections?: CollectionScope } = {},
): Promise<HybridChunk[]> {
  const searchChunks = (id: string, text: string, limit: number) =>
    uncached
      ? rankChunks(id, text, limit, undefined, collections)
      : cachedSearchChunks(id, text, limit, collections);
  if (!vectorsEnabled()) return fullTextOnly(await searchChunks(organizationId, question, k));

  const limit = Math.min(Math.max(Math.floor(k), 1), HYBRID_MAX_CANDIDATES);
  const candidates = Math.min(limit * 2, HYBRID_MAX_CANDIDATES);
  startBackfill(organizationId);
  const [fullText, vectors] = await Promise.all([
    searchChunks(organizationId, question, candidates),
    nearestChunks(organizationId, question, candidates, collections),
  ]);
  if (vectors.length === 0) return fullTextOnly(fullText.slice(0, limit));

  type Entry = {
    chunk?: RetrievedChunk;
    distance?: number;
    score: number;
    fromText: boolean;
    fromVector: boolean;
  };
  const fused = new Map<string, Entry>();
  fullText.forEach((chunk, i) =>
    fused.set(chunk.chunkId, { chunk, score: 1 / (RRF_K + i + 1), fromText: true, fromVector: false }),
  );
  vectors.forEach((hit, i) => {
    const entry = fused.get(hit.chunkId) ?? { score: 0, fromText: false, fromVector: false };
    entry.score += 1 / (RRF_K + i + 1);
    entry.fromVector = true;
    entry.distance = hit.distance;
    fused.set(hit.chunkId, entry);
  });
  const best = [...fused.entries()]
    .sort(([a, x], [b, y]) => y.score - x.score || a.localeCompare(b))
    .slice(0, limit);

  const missing = best.filter(([, entry]) => !entry.chunk).map(([chunkId]) => chunkId);
  const loaded = new Map(
    (await loadChunks(organizationId, missing, collections)).map((chunk) => [chunk.chunkId, chunk]),
  );
  const results: HybridChunk[] = [];
  for (const [chunkId, entry] of best) {
    const chunk = entry.chunk ?? loaded.get(chunkId);
    if (!chunk) continue; // its source was deactivated or deleted meanwhile
    results.push({
      ...chunk,
      rank: entry.fromText ? chunk.rank : 1 - (entry.distance ?? 1),
      retrievedBy: entry.fromText && entry.fromVector ? "both" : entry.fromText ? "fulltext" : "vector",
      fusedScore: entry.score,
    });
  }
  return results;
}

function fullTextOnly(chunks: RetrievedChunk[]): HybridChunk[] {
  return chunks.map((chunk) => ({ ...chunk, retrievedBy: "fulltext", fusedScore: 0 }));
}

/** Vector hits close enough to count; empty when the question cannot be embedded in time. */
async function nearestChunks(
  organizationId: string,
  question: string,
  k: number,
  collections: CollectionScope,
): Promise<VectorHit[]> {
  const text = question.slice(0, 1_000).trim();
  if (!organizationId || !text) return [];
  try {
    const hits = await vectorSearch(organizationId, await embedQuery(text), k, collections);
    return hits.filter((hit) => hit.distance <= MAX_VECTOR_DISTANCE);
  } catch (error) {
    // The member still gets a full-text answer; operators get the cause.
    console.warn(
      "[vectors] question not searched by embedding:",
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

/** Once per organisation and process: embed chunks indexed before vectors were enabled. */
function startBackfill(organizationId: string): void {
  if (!organizationId || backfillStarted.has(organizationId)) return;
  backfillStarted.add(organizationId);
  runInBackground(`embeddings backfill of ${organizationId}`, () => syncEmbeddings(organizationId));
}

/**
 * Chunks by id, in the shape searchChunks returns, only from the organisation's active knowledge
 * blocks and Q&A pairs and its processed documents (like full-text search).
 */
async function loadChunks(
  organizationId: string,
  chunkIds: string[],
  collections: CollectionScope,
): Promise<RetrievedChunk[]> {
  if (chunkIds.length === 0) return [];
  const db = await getDb();
  return db.$queryRawUnsafe<RetrievedChunk[]>(
    `SELECT ${CHUNK_COLUMNS_SQL}, 0::float8 AS "rank"
     FROM "Chunk" c
     ${CITABLE_SOURCES_SQL}
     WHERE c."organizationId" = $1 AND c."id" IN (SELECT json_array_elements_text($2::json))
       AND ${IS_CITABLE_SQL} ${collections ? `AND ${inCollectionsSql(3)}` : ""}`,
    organizationId,
    JSON.stringify(chunkIds),
    ...(collections ? [JSON.stringify(collections)] : []),
  );
}
