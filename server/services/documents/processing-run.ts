import "server-only";
import { now } from "@/server/clock";
import { checkpointDb, getDb, type Document, type Prisma } from "@/server/db";
import { INGEST_VERSION } from "@/server/ingest/version";
import { isShuttingDown } from "@/server/shutdown";
import { SYSTEM_ACTOR } from "@/server/services/audit";
import { extractDocument, type Extraction } from "@/server/services/documents/extraction";
import { recordDocumentEvent } from "@/server/services/documents/library";
import { encodeNote, type DocumentNote } from "@/server/services/documents/notes";
import { clearProgress, reportProgress } from "@/server/services/documents/progress";
import { insertSourceChunks, removeSourceChunks } from "@/server/services/retrieval/indexing";
import { scheduleEmbeddingSync } from "@/server/services/retrieval/vectors";

/**
 * A document's processing run (spec §4 "Document status": processing → processed or failed), one of
 * the jobs of the indexing queue (server/services/indexing-queue.ts), which runs one job at a time in
 * the background and finds the documents left "processing" by a crash at the next start.
 */

/**
 * Runs a document may start before it is given up (failed, with a note saying why): a document that
 * brings the server down (out of memory, killed mid-way) is not retried forever, and one that was only
 * unlucky still completes.
 */
export const MAX_PROCESSING_ATTEMPTS = 3;

/**
 * Chunks written per transaction. PGlite runs one statement at a time: a 1,900-page PDF indexed in one
 * transaction held the database for about 20 s, and every request waited behind it. A chunk costs
 * about 5–8 ms to index (full-text vectors, GIN index) on a busy 2-core machine, so a batch holds the
 * database for roughly 100 ms; other requests run between batches (bench/RESULTS.md, "Ingestion").
 */
export const INDEX_BATCH_CHUNKS = 16;

/** Thrown inside a transaction when the document is no longer there (or no longer in the run's state). */
export class DocumentGone extends Error {}

/**
 * Hands back the attempt of a run that a graceful stop cut short (the next start runs it again): only
 * crashes and failures count against MAX_PROCESSING_ATTEMPTS. Plain SQL keeps updatedAt as it was.
 */
export async function releaseAttempt(documentId: string): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`UPDATE "Document" SET "processingAttempts" = "processingAttempts" - 1
    WHERE "id" = ${documentId} AND "processingAttempts" > 0`;
}

/**
 * Counts the attempt and processes the document, or fails it when its attempts are used up. Never
 * throws for a document's own fault: it always ends processed or failed, unless the database fails.
 */
export async function runProcessing(documentId: string): Promise<void> {
  const db = await getDb();
  const { count } = await db.document.updateMany({
    where: { id: documentId, status: "processing", processingAttempts: { lt: MAX_PROCESSING_ATTEMPTS } },
    data: { processingAttempts: { increment: 1 }, updatedAt: now() },
  });
  const document = await db.document.findUnique({ where: { id: documentId } });
  if (document?.status !== "processing") return; // deleted in the meantime
  if (count === 0) {
    console.error(`[documents] ${documentId}: interrupted ${MAX_PROCESSING_ATTEMPTS} times, given up`);
    await finish(document, {
      key: "processingInterruptedRepeatedly",
      values: { attempts: MAX_PROCESSING_ATTEMPTS },
    });
    return;
  }
  const extraction = await extractDocument(document, (page, pages) =>
    reportProgress(documentId, page, pages),
  ).finally(() => clearProgress(documentId));
  if (extraction.outcome === "failed") {
    await finish(document, extraction.note);
    return;
  }
  console.info(`[documents] ${documentId}: text extracted, indexing ${extraction.chunks.length} chunks`);
  try {
    await commitIndex(document, extraction);
  } catch (error) {
    console.error(`[documents] indexing document ${documentId} failed`, error);
    await finish(document, { key: "processingFailed" });
  }
}

/**
 * Writes the chunks in short transactions, then marks the document processed. Until that last
 * update the chunks are not citable (retrieval only cites a "processed" document's chunks,
 * CITABLE_SOURCES_SQL), so answers never see the document half-indexed. Each transaction first
 * updates the document's row where it is still "processing": that locks it, so a delete running at the
 * same time either finished before (nothing more is written, and what was written is removed here) or
 * waits and then removes these chunks too (deleteDocument). A stop in the middle leaves the document
 * "processing": the next start runs it again (server/services/indexing-queue.ts).
 */
async function commitIndex(document: Document, extraction: Extract<Extraction, { outcome: "indexed" }>) {
  const db = await getDb();
  const source = {
    organizationId: document.organizationId,
    sourceKind: "document",
    sourceId: document.id,
  } as const;
  const stillProcessing = async (
    tx: Prisma.TransactionClient,
    data: Prisma.DocumentUpdateManyMutationInput,
  ) => {
    const { count } = await tx.document.updateMany({
      where: { id: document.id, status: "processing" },
      data,
    });
    if (count === 0) throw new DocumentGone();
  };
  try {
    const { chunks } = extraction;
    for (let start = 0; start < chunks.length; start += INDEX_BATCH_CHUNKS) {
      if (isShuttingDown()) return await releaseAttempt(document.id);
      await db.$transaction(async (tx) => {
        await stillProcessing(tx, { updatedAt: now() });
        if (start === 0) await removeSourceChunks(tx, source); // an earlier, interrupted run's
        await insertSourceChunks(tx, source, chunks.slice(start, start + INDEX_BATCH_CHUNKS));
      });
    }
    await db.$transaction(async (tx) => {
      await stillProcessing(tx, {
        status: "processed",
        pageCount: extraction.pageCount,
        notes: encodeNote(extraction.note),
        ingestVersion: INGEST_VERSION,
        processingAttempts: 0,
        ingestFailedVersion: null,
      });
      await scheduleEmbeddingSync(tx, document.organizationId);
      await recordDocumentEvent(tx, "document.processed", document, SYSTEM_ACTOR, {
        note: extraction.note.key,
        chunks: chunks.length,
      });
    });
  } catch (error) {
    if (!(error instanceof DocumentGone)) throw error;
    await removeSourceChunks(db, source); // the document was deleted while its chunks were written
    return;
  }
  console.info(`[documents] ${document.id}: processed`);
  // A bulk write: bound what a crash right after it would leave in the WAL.
  await checkpointDb();
}

async function finish(document: Document, failure: DocumentNote): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const { count } = await tx.document.updateMany({
      where: { id: document.id, status: "processing" },
      data: { status: "failed", notes: encodeNote(failure), processingAttempts: 0 },
    });
    if (count > 0)
      await recordDocumentEvent(tx, "document.failed", document, SYSTEM_ACTOR, { note: failure.key });
  });
}
