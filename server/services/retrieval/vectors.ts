import "server-only";
import { runInBackground } from "@/server/background";
import { getDb, type Db } from "@/server/db";
import { embeddingsConfigured, embedTexts } from "@/server/services/retrieval/embeddings";
import { inCollectionsSql } from "@/server/services/retrieval/full-text";

/**
 * The vector half of hybrid retrieval (DESIGN §4, §7): one embedding per chunk in the external table
 * "ChunkEmbedding", which Prisma Migrate does not manage (prisma.config.ts `tables.external`) because
 * its column type depends on the embedding model's dimension and pgvector may not be installed.
 *
 * Enabling: vectors are used when OPENAI_API_KEY and EMBEDDING_MODEL are set (server/services/
 * retrieval/embeddings.ts). On first use the `vector` extension is created (PGlite loads it in
 * server/db/pglite.ts; a PostgreSQL server needs pgvector installed). If that fails, ONE warning is
 * logged and vectors stay off for the rest of the process: retrieval is then full-text only, and no
 * user ever sees an error. The table is created with the dimension of the first embedding received,
 * with a btree index on "organizationId" and an HNSW index for cosine distance. A table of another
 * dimension (the model was changed) holds useless vectors: it is dropped and rebuilt.
 *
 * Keeping it in step with the chunks:
 * - A chunk's text never changes (a source's chunks are replaced as a whole, with new ids), so an
 *   embedding is never stale; deleting a chunk deletes its embedding (ON DELETE CASCADE).
 * - New chunks are embedded after their transaction commits, in the background (`syncEmbeddings`),
 *   never inside it: the provider's latency would hold the transaction open, and PGlite serialises
 *   every other query behind it. `replaceSourceChunks` calls `scheduleEmbeddingSync` inside the
 *   writer's transaction: it takes a shared transaction-scoped advisory lock for the organisation and
 *   starts the sync, whose first step waits for the exclusive form of that lock. The sync therefore
 *   reads the chunks only once the writer has committed (or rolled back), wherever it is called from.
 * - Chunks indexed while vectors were off, or whose embedding failed (provider down), are picked up
 *   by the next sync of their organisation; `retrieveForQuestion` also starts one per organisation
 *   per process, which backfills an existing install when EMBEDDING_MODEL is first set.
 *
 * Tenancy: every statement has the organisation as its first condition.
 */

const LOCK_PREFIX = "chunk-embeddings:";
/** Chunks read (and embedded) per round of a sync. */
const SYNC_BATCH = 256;

let disabledReason: string | null = null;
const extensionReady = new WeakMap<Db, Promise<boolean>>();
const tableDimensions = new WeakMap<Db, number>();
const syncing = new Map<string, Promise<void>>();

/** Configured, and the store has not failed in this process. */
export function vectorsEnabled(): boolean {
  return embeddingsConfigured() && disabledReason === null;
}

function disable(reason: string, error: unknown): void {
  if (disabledReason !== null) return;
  disabledReason = reason;
  const detail = error instanceof Error ? error.message : String(error);
  console.warn(
    `[vectors] ${reason}: retrieval continues with full-text search only (${detail}). ` +
      "Install pgvector on the PostgreSQL server, or unset EMBEDDING_MODEL.",
  );
}

/**
 * The `vector` extension exists (created on first use), and, given a dimension, the table too.
 * False when vectors are off for this process.
 */
async function ensureVectorStore(db: Db, dimensions?: number): Promise<boolean> {
  if (!vectorsEnabled()) return false;
  let ready = extensionReady.get(db);
  if (!ready) {
    ready = db.$executeRawUnsafe(`CREATE EXTENSION IF NOT EXISTS vector`).then(
      () => true,
      (error: unknown) => {
        disable("the pgvector extension is not available", error);
        return false;
      },
    );
    extensionReady.set(db, ready);
  }
  if (!(await ready) || !vectorsEnabled()) return false;
  if (dimensions === undefined || tableDimensions.get(db) === dimensions) return true;
  try {
    await ensureTable(db, dimensions);
    tableDimensions.set(db, dimensions);
    return true;
  } catch (error) {
    disable("the ChunkEmbedding table could not be created", error);
    return false;
  }
}

/** The dimension of the existing table, or null when there is none. */
async function existingDimensions(db: Db): Promise<number | null> {
  const [row] = await db.$queryRawUnsafe<{ type: string | null }[]>(
    `SELECT format_type(a.atttypid, a.atttypmod) AS "type"
     FROM pg_attribute a
     WHERE a.attrelid = to_regclass('public."ChunkEmbedding"') AND a.attname = 'embedding' AND NOT a.attisdropped`,
  );
  if (!row?.type) return null;
  const match = /\((\d+)\)/.exec(row.type);
  return match ? Number(match[1]) : 0;
}

async function ensureTable(db: Db, dimensions: number): Promise<void> {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 16_000)
    throw new Error(`unexpected embedding dimension ${dimensions}`);
  const existing = await existingDimensions(db);
  if (existing === dimensions) return;
  if (existing !== null) {
    console.warn(
      `[vectors] the embedding model changed (dimension ${existing} → ${dimensions}): rebuilding "ChunkEmbedding"`,
    );
    await db.$executeRawUnsafe(`DROP TABLE "ChunkEmbedding"`);
  }
  // `dimensions` is a checked integer: safe to inline (a type modifier cannot be a parameter).
  await db.$executeRawUnsafe(
    `CREATE TABLE IF NOT EXISTS "ChunkEmbedding" (
       "chunkId" text PRIMARY KEY REFERENCES "Chunk"("id") ON DELETE CASCADE,
       "organizationId" text NOT NULL,
       "embedding" vector(${dimensions})
     )`,
  );
  await db.$executeRawUnsafe(
    `CREATE INDEX IF NOT EXISTS "ChunkEmbedding_organizationId_idx" ON "ChunkEmbedding" ("organizationId")`,
  );
  // HNSW is limited to 2,000 dimensions; above that the organisation index plus an exact scan is used.
  if (dimensions <= 2_000)
    await db.$executeRawUnsafe(
      `CREATE INDEX IF NOT EXISTS "ChunkEmbedding_embedding_idx" ON "ChunkEmbedding"
       USING hnsw ("embedding" vector_cosine_ops)`,
    );
}

async function tableExists(db: Db): Promise<boolean> {
  const [row] = await db.$queryRawUnsafe<{ exists: boolean }[]>(
    `SELECT to_regclass('public."ChunkEmbedding"') IS NOT NULL AS "exists"`,
  );
  return Boolean(row?.exists);
}

/** pgvector's text form: '[0.1,0.2,…]'. */
function vectorLiteral(vector: number[]): string {
  if (!vector.every(Number.isFinite)) throw new Error("embedding has a non-finite value");
  return `[${vector.join(",")}]`;
}

/**
 * Called by the indexing service inside the transaction that wrote new chunks: the embeddings are
 * computed once it has committed (see the header). Does nothing when vectors are off.
 */
export async function scheduleEmbeddingSync(
  tx: Pick<Db, "$executeRawUnsafe">,
  organizationId: string,
): Promise<void> {
  if (!vectorsEnabled()) return;
  await tx.$executeRawUnsafe(
    `SELECT pg_advisory_xact_lock_shared(hashtext($1))::text`,
    LOCK_PREFIX + organizationId,
  );
  runInBackground(`embeddings of ${organizationId}`, () => syncEmbeddings(organizationId));
}

/**
 * Embeds the organisation's chunks that have none yet (only its own texts are sent to the provider),
 * SYNC_BATCH at a time, outside any transaction. One sync per organisation runs at a time; a call
 * while one runs waits for it and then runs again, so chunks committed meanwhile are not missed.
 */
export function syncEmbeddings(organizationId: string): Promise<void> {
  const previous = syncing.get(organizationId) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(() => syncOnce(organizationId));
  syncing.set(organizationId, next);
  void next
    .finally(() => {
      if (syncing.get(organizationId) === next) syncing.delete(organizationId);
    })
    .catch(() => {});
  return next;
}

type PendingChunk = { id: string; heading: string; text: string };

async function syncOnce(organizationId: string): Promise<void> {
  if (!organizationId || !vectorsEnabled()) return;
  const db = await getDb();
  if (!(await ensureVectorStore(db))) return;
  for (;;) {
    const pending = await pendingChunks(db, organizationId);
    if (pending.length === 0) return;
    const vectors = await embedTexts(pending.map((chunk) => embeddingText(chunk)));
    if (!(await ensureVectorStore(db, vectors[0].length))) return;
    // Chunks deleted while they were being embedded are skipped by the join.
    await db.$executeRawUnsafe(
      `INSERT INTO "ChunkEmbedding" ("chunkId", "organizationId", "embedding")
       SELECT c."id", c."organizationId", x.v::vector
       FROM json_to_recordset($2::json) AS x(id text, v text)
       JOIN "Chunk" c ON c."organizationId" = $1 AND c."id" = x.id
       ON CONFLICT ("chunkId") DO NOTHING`,
      organizationId,
      JSON.stringify(pending.map((chunk, i) => ({ id: chunk.id, v: vectorLiteral(vectors[i]) }))),
    );
    if (pending.length < SYNC_BATCH) return;
  }
}

/** What is embedded for a chunk: its heading (the section or question) and its text. */
export function embeddingText(chunk: { heading: string | null; text: string }): string {
  return chunk.heading ? `${chunk.heading}\n\n${chunk.text}` : chunk.text;
}

/** Waits for writers of the organisation to commit, then lists its chunks without an embedding. */
async function pendingChunks(db: Db, organizationId: string): Promise<PendingChunk[]> {
  const exists = await tableExists(db);
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(
      `SELECT pg_advisory_xact_lock(hashtext($1))::text`,
      LOCK_PREFIX + organizationId,
    );
    return tx.$queryRawUnsafe<PendingChunk[]>(
      `SELECT c."id", c."heading", c."text" FROM "Chunk" c
       WHERE c."organizationId" = $1
         ${exists ? `AND NOT EXISTS (SELECT 1 FROM "ChunkEmbedding" e WHERE e."chunkId" = c."id")` : ""}
       ORDER BY c."id"
       LIMIT ${SYNC_BATCH}`,
      organizationId,
    );
  });
}

export type VectorHit = { chunkId: string; distance: number };

/**
 * The organisation's `k` chunks nearest to `queryEmbedding` by cosine distance, nearest first; with
 * `collections`, only chunks of their sources (issue 23, full-text.ts's inCollectionsSql).
 */
export async function vectorSearch(
  organizationId: string,
  queryEmbedding: number[],
  k: number,
  collections?: readonly string[],
): Promise<VectorHit[]> {
  if (!organizationId || !vectorsEnabled()) return [];
  const db = await getDb();
  if (!(await ensureVectorStore(db))) return [];
  if (!tableDimensions.has(db) && !(await tableExists(db))) return [];
  const limit = Math.min(Math.max(Math.floor(k), 1), 50);
  const restricted = collections
    ? `AND EXISTS (SELECT 1 FROM "Chunk" c WHERE c."organizationId" = $1 AND c."id" = e."chunkId" AND ${inCollectionsSql(4)})`
    : "";
  return db.$queryRawUnsafe<VectorHit[]>(
    `SELECT e."chunkId", (e."embedding" <=> $2::vector)::float8 AS "distance"
     FROM "ChunkEmbedding" e
     WHERE e."organizationId" = $1 AND e."embedding" IS NOT NULL ${restricted}
     ORDER BY e."embedding" <=> $2::vector
     LIMIT $3`,
    organizationId,
    vectorLiteral(queryEmbedding),
    limit,
    ...(collections ? [JSON.stringify(collections)] : []),
  );
}
