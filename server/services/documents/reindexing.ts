import "server-only";
import { checkpointDb, getDb, type Document, type Prisma } from "@/server/db";
import { INGEST_VERSION } from "@/server/ingest/version";
import { isShuttingDown } from "@/server/shutdown";
import {
  DocumentGone,
  INDEX_BATCH_CHUNKS,
  MAX_PROCESSING_ATTEMPTS,
  releaseAttempt,
} from "@/server/services/documents/processing-run";
import { extractDocument } from "@/server/services/documents/extraction";
import { reindexingSourceId } from "@/server/services/documents/library";
import { encodeNote, type DocumentNote } from "@/server/services/documents/notes";
import {
  insertSourceChunks,
  moveSourceChunks,
  removeSourceChunks,
  type IndexedSource,
} from "@/server/services/retrieval/indexing";
import { scheduleEmbeddingSync } from "@/server/services/retrieval/vectors";

/**
 * Re-processing a document indexed under older rules (INGEST_VERSION, server/ingest/version.ts), one
 * of the jobs of the indexing queue (server/services/indexing-queue.ts). The document stays
 * "processed" and its old chunks keep answering throughout: the new chunks are written in short
 * transactions under a staging source id that no document has (so nothing cites them), then swapped
 * in, old chunks out, in one transaction. A run cut short leaves the old index in place and the
 * staging chunks to the next run, which removes them first. After MAX_PROCESSING_ATTEMPTS runs, or if
 * the new rules cannot read the file, it gives up for this version: the old chunks stay, and the
 * document's note says so.
 *
 * The document's own updates are plain SQL: updatedAt stays the time it was processed (analytics
 * counts documents processed in a period by it).
 */

/** A document whose index was made with older rules and that has not given up on the current ones. */
export const OUTDATED_DOCUMENT: Prisma.DocumentWhereInput = {
  status: "processed",
  ingestVersion: { lt: INGEST_VERSION },
  OR: [{ ingestFailedVersion: null }, { ingestFailedVersion: { lt: INGEST_VERSION } }],
};

/** The same test on a loaded row: the documents list shows such a document as "updating its index". */
export const isOutdated = (
  document: Pick<Document, "status" | "ingestVersion" | "ingestFailedVersion">,
): boolean =>
  document.status === "processed" &&
  document.ingestVersion < INGEST_VERSION &&
  (document.ingestFailedVersion ?? 0) < INGEST_VERSION;

export async function runReindexing(documentId: string): Promise<void> {
  const db = await getDb();
  const document = await db.document.findFirst({ where: { id: documentId, ...OUTDATED_DOCUMENT } });
  if (!document) return; // deleted, or brought up to date in the meantime
  if (document.processingAttempts >= MAX_PROCESSING_ATTEMPTS) {
    await giveUp(document, `interrupted ${MAX_PROCESSING_ATTEMPTS} times`);
    return;
  }
  await db.$executeRaw`UPDATE "Document" SET "processingAttempts" = "processingAttempts" + 1
    WHERE "id" = ${documentId}`;
  const extraction = await extractDocument(document);
  if (extraction.outcome === "failed") {
    await giveUp(document, extraction.note.key);
    return;
  }
  const live: IndexedSource = {
    organizationId: document.organizationId,
    sourceKind: "document",
    sourceId: document.id,
  };
  const staged: IndexedSource = { ...live, sourceId: reindexingSourceId(document.id) };
  try {
    const { chunks } = extraction;
    for (let start = 0; start < chunks.length; start += INDEX_BATCH_CHUNKS) {
      if (isShuttingDown()) return await releaseAttempt(document.id);
      await db.$transaction(async (tx) => {
        await lockStillProcessed(tx, document.id);
        if (start === 0) await removeSourceChunks(tx, staged); // an earlier, interrupted run's
        await insertSourceChunks(tx, staged, chunks.slice(start, start + INDEX_BATCH_CHUNKS));
      });
    }
    await db.$transaction(async (tx) => {
      await lockStillProcessed(tx, document.id);
      await removeSourceChunks(tx, live);
      await moveSourceChunks(tx, staged, live.sourceId);
      await tx.$executeRaw`UPDATE "Document" SET "ingestVersion" = ${INGEST_VERSION},
        "processingAttempts" = 0, "ingestFailedVersion" = NULL, "pageCount" = ${extraction.pageCount},
        "notes" = ${encodeNote(extraction.note)} WHERE "id" = ${document.id}`;
      await scheduleEmbeddingSync(tx, document.organizationId);
    });
  } catch (error) {
    if (!(error instanceof DocumentGone)) throw error;
    await removeSourceChunks(db, staged); // deleted while the new chunks were written
    return;
  }
  console.info(`[documents] ${document.id}: index updated to version ${INGEST_VERSION}`);
  await checkpointDb(); // a bulk write, as after processing
}

/**
 * Locks the document's row while it is still processed, so a delete either happened before (this run
 * stops) or waits for this transaction and then removes what it wrote (deleteDocument).
 */
async function lockStillProcessed(tx: Prisma.TransactionClient, documentId: string): Promise<void> {
  const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "Document"
    WHERE "id" = ${documentId} AND "status" = 'processed' FOR UPDATE`;
  if (rows.length === 0) throw new DocumentGone();
}

async function giveUp(document: Document, reason: string): Promise<void> {
  console.error(`[documents] ${document.id}: index not updated to version ${INGEST_VERSION} (${reason})`);
  const note: DocumentNote = { key: "indexUpdateFailed" };
  const db = await getDb();
  await db.$executeRaw`UPDATE "Document" SET "ingestFailedVersion" = ${INGEST_VERSION},
    "processingAttempts" = 0, "notes" = ${encodeNote(note)} WHERE "id" = ${document.id}`;
  await removeSourceChunks(db, {
    organizationId: document.organizationId,
    sourceKind: "document",
    sourceId: reindexingSourceId(document.id),
  });
}
