import "server-only";
import { runInBackground } from "@/server/background";
import { now } from "@/server/clock";
import { checkpointDb, getDb, type Document, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import type { Chunk } from "@/server/ingest/chunk";
import { chunkText } from "@/server/ingest/chunk";
import { csvToText } from "@/server/ingest/csv";
import {
  PDF_MAX_PAGES,
  PDF_TIMEOUT_MS,
  PdfExtractionError,
  classifyExtraction,
  extractPdfPages,
} from "@/server/ingest/pdf";
import { pdfSections, withSectionHeadings } from "@/server/ingest/pdf-sections";
import { decodeTextFile } from "@/server/ingest/text-decoding";
import { readFile } from "@/server/storage";
import { encodeNote, type DocumentNote } from "@/server/services/documents/notes";
import { isShuttingDown } from "@/server/shutdown";
import { SYSTEM_ACTOR } from "@/server/services/audit";
import {
  createDocument,
  getDocument,
  recordDocumentEvent,
  type NewDocument,
} from "@/server/services/documents/library";
import { insertSourceChunks, removeSourceChunks } from "@/server/services/retrieval/indexing";
import { scheduleEmbeddingSync } from "@/server/services/retrieval/vectors";

/**
 * Turning an uploaded document into indexed chunks (spec §4 "Document status"): uploaded →
 * processing → processed or failed. The request only claims the document; the work runs in the
 * background (server/background) and yields to the event loop between pages, so other requests keep
 * being served. DESIGN §11: with several instances this moves to a job queue.
 */

const PROCESSABLE_EXTENSIONS = new Set(["pdf", "csv"]);

/**
 * Extensions processed as soon as they are uploaded: the spec lets the user start processing only for
 * PDFs (spec §4), so a CSV would otherwise never reach the assistant.
 */
const PROCESSED_ON_UPLOAD = new Set(["csv"]);

/**
 * An upload (POST /api/documents): stores it (createDocument) and, for a CSV, starts processing at
 * once; the answer then says "processing" and the panel's polling follows it to the end.
 */
export async function uploadDocument(input: NewDocument): Promise<Document> {
  const document = await createDocument(input);
  if (!PROCESSED_ON_UPLOAD.has(document.extension)) return document;
  return startProcessing(document.organizationId, document.id);
}

/**
 * Claims the document for processing and starts the work. The claim is one conditional update, so of
 * two concurrent calls exactly one wins; the other, like any call on a document that is not in
 * "uploaded", gets 409.
 */
export async function startProcessing(organizationId: string, documentId: string): Promise<Document> {
  const document = await getDocument(organizationId, documentId);
  if (!PROCESSABLE_EXTENSIONS.has(document.extension)) {
    throw new AppError("BAD_REQUEST", "documentNotProcessable");
  }
  const db = await getDb();
  const { count } = await db.document.updateMany({
    where: { id: documentId, organizationId, status: "uploaded" },
    // updatedAt from the app's clock, the one the interrupted-processing check compares it with.
    data: { status: "processing", notes: null, updatedAt: now() },
  });
  if (count === 0) throw new AppError("CONFLICT", "documentNotUploaded");
  // Read back before scheduling: the answer describes the claim ("processing"), whatever the
  // background work reaches first (outside a request it starts at once and may fail fast).
  const claimed = await getDocument(organizationId, documentId);
  runInBackground(`processing document ${documentId}`, () => processDocument(documentId));
  return claimed;
}

type Extraction =
  | { outcome: "indexed"; chunks: Chunk[]; pageCount: number | null; note: DocumentNote }
  | { outcome: "failed"; note: DocumentNote };

/** Runs in the background: never throws, always leaves the document processed or failed. */
async function processDocument(documentId: string): Promise<void> {
  const db = await getDb();
  const document = await db.document.findUnique({ where: { id: documentId } });
  if (document?.status !== "processing") return; // deleted in the meantime
  let extraction: Extraction;
  try {
    const bytes = await readFile(document.storageKey);
    extraction = document.extension === "pdf" ? await extractPdf(bytes) : extractCsv(bytes);
  } catch (error) {
    extraction = { outcome: "failed", note: failureNote(error) };
  }
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

async function extractPdf(bytes: Uint8Array): Promise<Extraction> {
  const pages = await extractPdfPages(bytes);
  const classified = classifyExtraction(pages);
  if (classified.outcome === "no-text") return { outcome: "failed", note: { key: "noExtractableText" } };
  const chunks = await chunkPages(classified.pages);
  if (chunks.length === 0) return { outcome: "failed", note: { key: "noExtractableText" } };
  const values = { pages: pages.length - classified.pagesWithoutText, chunks: chunks.length };
  const note: DocumentNote =
    classified.pagesWithoutText > 0
      ? { key: "pdfProcessedWithSkippedPages", values: { ...values, skipped: classified.pagesWithoutText } }
      : { key: "pdfProcessed", values };
  return { outcome: "indexed", chunks, pageCount: pages.length, note };
}

/** Pages chunked together between two pauses: about 10 ms of work on a text-dense PDF. */
const CHUNKING_PAGES_PER_TURN = 50;

/**
 * chunkText over a document's pages, a few dozen pages at a time with a pause between them: at once,
 * a 1,900-page PDF held the request thread ~0.4 s (bench/RESULTS.md, "Ingestion concurrency").
 * Pages are chunked independently, so the result is the same as in one call.
 */
async function chunkPages(pages: { page: number; text: string }[]): Promise<Chunk[]> {
  const sections = pdfSections(pages);
  const chunks: Chunk[] = [];
  for (let start = 0; start < sections.length; start += CHUNKING_PAGES_PER_TURN) {
    for (const chunk of chunkText(sections.slice(start, start + CHUNKING_PAGES_PER_TURN))) {
      chunks.push({ ...chunk, ordinal: chunks.length });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return withSectionHeadings(chunks);
}

function extractCsv(bytes: Uint8Array): Extraction {
  const decoded = decodeTextFile(bytes);
  if (!decoded) return { outcome: "failed", note: { key: "csvUnreadable" } };
  const csv = csvToText(decoded.text);
  const chunks = chunkText([{ text: csv.text }]);
  if (chunks.length === 0) return { outcome: "failed", note: { key: "csvEmpty" } };
  const values = { rows: csv.rows, chunks: chunks.length };
  return {
    outcome: "indexed",
    chunks,
    pageCount: null,
    note: { key: csv.truncated ? "csvTruncated" : "csvProcessed", values },
  };
}

function failureNote(error: unknown): DocumentNote {
  if (error instanceof PdfExtractionError) {
    switch (error.reason) {
      case "too-many-pages":
        return { key: "pdfTooManyPages", values: { max: PDF_MAX_PAGES } };
      case "timeout":
        return { key: "pdfTimeout", values: { seconds: PDF_TIMEOUT_MS / 1000 } };
      case "encrypted":
        return { key: "pdfEncrypted" };
      case "corrupt":
        return { key: "pdfCorrupt" };
    }
  }
  // Anything else is unexpected: the detail goes to the log, the admin gets a note without internals.
  console.error("[documents] processing failed", error);
  return { key: "processingFailed" };
}

/** Thrown inside a transaction when the document is no longer there (or no longer processing). */
class DocumentGone extends Error {}

/**
 * Chunks written per transaction. PGlite runs one statement at a time: a 1,900-page PDF indexed in one
 * transaction held the database for about 20 s, and every request waited behind it. A chunk costs
 * about 5–8 ms to index (full-text vectors, GIN index) on a busy 2-core machine, so a batch holds the
 * database for roughly 100 ms; other requests run between batches (bench/RESULTS.md, "Ingestion").
 */
export const INDEX_BATCH_CHUNKS = 16;

/**
 * Writes the chunks in short transactions, then marks the document processed. Until that last
 * update the chunks are not citable (retrieval only cites a "processed" document's chunks,
 * CITABLE_SOURCES_SQL), so answers never see the document half-indexed. Each transaction first
 * updates the document's row where it is still "processing": that locks it, so a delete running at the
 * same time either finished before (nothing more is written, and what was written is removed here) or
 * waits and then removes these chunks too (deleteDocument). A stop in the middle leaves the document
 * "processing": the next start puts it back to "uploaded" (documents/requeue.ts).
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
      if (isShuttingDown()) return;
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
      data: { status: "failed", notes: encodeNote(failure) },
    });
    if (count > 0)
      await recordDocumentEvent(tx, "document.failed", document, SYSTEM_ACTOR, { note: failure.key });
  });
}
