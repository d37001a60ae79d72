import "server-only";
import { chunkKnowledgeHtml, chunkText, type Chunk, type TextSection } from "@/server/ingest/chunk";
import { detectLanguage } from "@/server/ingest/language";
import { INGEST_VERSION } from "@/server/ingest/version";
import type { ChunkSourceKind, Prisma } from "@/server/db";
import { scheduleEmbeddingSync } from "@/server/services/retrieval/vectors";

/**
 * The search index (DESIGN §7): the chunks retrieval ranks. Each source (knowledge block, Q&A pair,
 * processed document) owns its chunks; they are always replaced or removed as a whole, inside the
 * caller's transaction, so answers never see a source half-indexed or its stale text.
 *
 * Maintenance: the GIN index has fastupdate off (no pending list to flush) and PGlite, which has no
 * autovacuum, runs VACUUM ANALYZE at every start (server/db/pglite.ts). A bulk import should run
 * `VACUUM ANALYZE "Chunk"` once when it ends, never per write.
 *
 * Embeddings (when vectors are enabled, server/services/retrieval/vectors.ts): replacing a source's chunks
 * schedules the organisation's embedding sync, which waits (on an advisory lock taken here, inside the
 * caller's transaction) until that transaction has ended, then embeds the new chunks in the
 * background. Removed chunks lose their embeddings through the table's ON DELETE CASCADE.
 */

/** A Prisma transaction client, or the client itself when there is nothing else to write. */
export type IndexWriter = Pick<Prisma.TransactionClient, "chunk" | "$executeRawUnsafe">;

export type IndexedSource = {
  organizationId: string;
  sourceKind: ChunkSourceKind;
  sourceId: string;
};

/** A passage as the chunker produces it: `{ordinal, page, heading, text}`. */
export type IndexChunk = Chunk;

/** Either ready chunks, or sections (text with optional heading and page) to be chunked here. */
export type SourceContent = { chunks: IndexChunk[] } | { sections: TextSection[] };

/**
 * Makes `chunks` (or the chunks of `sections`) the only indexed text of the source. Call it in the
 * same transaction that writes the source: `db.$transaction(async (tx) => { …; await
 * replaceSourceChunks(tx, {…}) })`. Never pass the outer client from inside a transaction: on PGlite
 * that waits for the transaction that is waiting for it. Returns the number of chunks indexed.
 */
export async function replaceSourceChunks(
  tx: IndexWriter,
  source: IndexedSource & SourceContent,
): Promise<number> {
  const { organizationId, sourceKind, sourceId } = source;
  const chunks = "chunks" in source ? source.chunks : chunkText(source.sections);
  await removeSourceChunks(tx, { organizationId, sourceKind, sourceId });
  const count = await insertSourceChunks(tx, { organizationId, sourceKind, sourceId }, chunks);
  if (count > 0) await scheduleEmbeddingSync(tx, organizationId);
  return count;
}

/**
 * Adds chunks to a source's indexed text without removing any: for a large document written in
 * several short transactions while it is not yet citable (server/services/documents/processing-run.ts
 * and reindexing.ts), which then schedules the embedding sync itself. Returns the number of chunks
 * written.
 */
export async function insertSourceChunks(
  tx: IndexWriter,
  { organizationId, sourceKind, sourceId }: IndexedSource,
  chunks: IndexChunk[],
): Promise<number> {
  const rows = chunks
    .filter((chunk) => chunk.text.trim() !== "")
    .map((chunk) => ({
      organizationId,
      sourceKind,
      sourceId,
      ordinal: chunk.ordinal,
      page: chunk.page,
      heading: chunk.heading ?? "",
      text: chunk.text,
      // Per chunk: a document may switch language between pages, and codes index best as "simple".
      language: detectLanguage(`${chunk.heading ?? ""}\n${chunk.text}`),
    }));
  if (rows.length > 0) await tx.chunk.createMany({ data: rows });
  return rows.length;
}

/**
 * Gives a source's chunks to another source id in one statement: a document re-indexed in the
 * background writes its new chunks under a staging id, then swaps them in (documents/reindexing.ts).
 * The chunks keep their ids, their search vectors and any embeddings already computed.
 */
export async function moveSourceChunks(
  tx: IndexWriter,
  from: IndexedSource,
  toSourceId: string,
): Promise<number> {
  const { count } = await tx.chunk.updateMany({
    where: { organizationId: from.organizationId, sourceKind: from.sourceKind, sourceId: from.sourceId },
    data: { sourceId: toSourceId },
  });
  return count;
}

/** Takes the source out of the index (deactivated, deleted, or failed to process). */
export async function removeSourceChunks(tx: IndexWriter, source: IndexedSource): Promise<number> {
  const { count } = await tx.chunk.deleteMany({
    where: {
      organizationId: source.organizationId,
      sourceKind: source.sourceKind,
      sourceId: source.sourceId,
    },
  });
  return count;
}

type KnowledgeBlockToIndex = {
  id: string;
  organizationId: string;
  title: string;
  contentHtml: string;
  isActive: boolean;
};

/**
 * Active blocks are indexed section by section (headings kept); inactive ones leave the index. Either
 * way the block records that its index follows the current rules (INGEST_VERSION).
 */
export async function indexKnowledgeBlock(tx: IndexWriter, block: KnowledgeBlockToIndex): Promise<void> {
  const source: IndexedSource = {
    organizationId: block.organizationId,
    sourceKind: "knowledge_block",
    sourceId: block.id,
  };
  if (!block.isActive) await removeSourceChunks(tx, source);
  else
    await replaceSourceChunks(tx, { ...source, chunks: chunkKnowledgeHtml(block.title, block.contentHtml) });
  await recordIngestVersion(tx, "KnowledgeBlock", block.id);
}

type QaPairToIndex = {
  id: string;
  organizationId: string;
  question: string;
  answer: string;
  isActive: boolean;
};

/**
 * A Q&A pair is one chunk: the question as its heading (weighted highest, so a similar question finds
 * it) and question plus answer as its text.
 */
export async function indexQaPair(tx: IndexWriter, pair: QaPairToIndex): Promise<void> {
  const source: IndexedSource = {
    organizationId: pair.organizationId,
    sourceKind: "qa_pair",
    sourceId: pair.id,
  };
  if (!pair.isActive) await removeSourceChunks(tx, source);
  else
    await replaceSourceChunks(tx, {
      ...source,
      chunks: [
        { ordinal: 0, page: null, heading: pair.question, text: `${pair.question}\n\n${pair.answer}` },
      ],
    });
  await recordIngestVersion(tx, "QaPair", pair.id);
}

/**
 * In plain SQL, so the row's updatedAt (which the training screen shows as its last edit) stays as
 * the admin left it; only when it changes, so an edit under the current rules writes nothing more.
 */
async function recordIngestVersion(tx: IndexWriter, table: "KnowledgeBlock" | "QaPair", id: string) {
  await tx.$executeRawUnsafe(
    `UPDATE "${table}" SET "ingestVersion" = $1 WHERE "id" = $2 AND "ingestVersion" <> $1`,
    INGEST_VERSION,
    id,
  );
}
