import "server-only";
import { answersWithModelServer } from "@/server/ai/engine";
import { now } from "@/server/clock";
import { getDb, type Document } from "@/server/db";
import { AppError } from "@/server/errors";
import type { AuditActor } from "@/server/services/audit";
import {
  createDocument,
  getDocument,
  recordDocumentEvent,
  reindexingSourceId,
  type NewDocument,
} from "@/server/services/documents/library";
import { kickIndexingQueue } from "@/server/services/indexing-queue";
import { removeSourceChunks } from "@/server/services/retrieval/indexing";

/**
 * Turning an uploaded document into indexed chunks (spec §4 "Document status"): uploaded →
 * processing → processed or failed. The request only claims the document; the indexing queue
 * (server/services/indexing-queue.ts) does the work in the background, one document at a time, and
 * yields between pages and batches, so other requests keep being served. DESIGN §11: with several
 * instances this moves to a shared job queue.
 */

/**
 * Extensions processed as soon as they are uploaded: the spec lets the user start processing only for
 * PDFs (spec §4), so a CSV, a Word, Excel or PowerPoint file, a text, Markdown or HTML file, or an image
 * would otherwise never reach the assistant.
 */
const PROCESSED_ON_UPLOAD = new Set([
  ...["csv", "docx", "xlsx", "ods", "pptx", "txt", "md", "html", "htm"],
  // Photos and scans are read by OCR (server/ingest/ocr.ts).
  ...["jpg", "jpeg", "png", "webp", "gif"],
]);

/**
 * Video and audio are transcribed by the model server (issue 22 point 3), so they are processed on
 * upload only when one is configured; without it they are stored, and the documents table says they
 * are not used for answers.
 */
const TRANSCRIBED = new Set(["mp4", "mov", "avi", "webm", "mp3", "m4a", "wav", "ogg"]);

const processedOnUpload = (extension: string) =>
  PROCESSED_ON_UPLOAD.has(extension) || (TRANSCRIBED.has(extension) && answersWithModelServer());

const isProcessable = (extension: string) => extension === "pdf" || processedOnUpload(extension);

/**
 * An upload (POST /api/documents): stores it (createDocument) and, for any format but a PDF (or a
 * recording without a model server), starts processing at
 * once; the answer then says "processing" and the panel's polling follows it to the end.
 */
export async function uploadDocument(input: NewDocument): Promise<Document> {
  const document = await createDocument(input);
  if (!processedOnUpload(document.extension)) return document;
  return startProcessing(document.organizationId, document.id);
}

/**
 * Claims the document for processing and wakes the queue. The claim is one conditional update, so of
 * two concurrent calls exactly one wins; the other, like any call on a document that is not in
 * "uploaded", gets 409.
 */
export async function startProcessing(organizationId: string, documentId: string): Promise<Document> {
  const document = await getDocument(organizationId, documentId);
  if (!isProcessable(document.extension)) {
    throw new AppError("BAD_REQUEST", "documentNotProcessable");
  }
  const db = await getDb();
  const { count } = await db.document.updateMany({
    where: { id: documentId, organizationId, status: "uploaded" },
    data: { status: "processing", notes: null, processingAttempts: 0, updatedAt: now() },
  });
  if (count === 0) throw new AppError("CONFLICT", "documentNotUploaded");
  // Read back before waking the queue: the answer describes the claim ("processing"), whatever the
  // background work reaches first (outside a request it starts at once and may fail fast).
  const claimed = await getDocument(organizationId, documentId);
  kickIndexingQueue();
  return claimed;
}

/**
 * "Volver a procesar" (issue 22 point 4): reads the stored file again from scratch, for an admin who
 * checked the extracted text and found an OCR result or a conversion wanting (or after a failure).
 * In one transaction the document goes back to "processing" (so the table shows it and its polling
 * follows it to the end) and its passages leave the index, then the indexing queue processes it as an
 * upload: while it runs the assistant does not cite it, and if it fails it has no stale text left.
 * Refused (409) while the document is already processing, so two runs never race.
 */
export async function reprocessDocument(
  organizationId: string,
  documentId: string,
  actor: AuditActor,
): Promise<Document> {
  const document = await getDocument(organizationId, documentId);
  if (!isProcessable(document.extension)) {
    throw new AppError("BAD_REQUEST", "documentNotProcessable");
  }
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // Conditional on the status: of a re-process and a processing claim at the same moment, one wins.
    const { count } = await tx.document.updateMany({
      where: { id: documentId, organizationId, status: { not: "processing" } },
      data: {
        status: "processing",
        notes: null,
        processingAttempts: 0,
        ingestFailedVersion: null,
        updatedAt: now(),
      },
    });
    if (count === 0) throw new AppError("CONFLICT", "documentAlreadyProcessing");
    const source = { organizationId, sourceKind: "document", sourceId: documentId } as const;
    await removeSourceChunks(tx, source);
    // A background re-indexing cut short may have left its staged passages.
    await removeSourceChunks(tx, { ...source, sourceId: reindexingSourceId(documentId) });
    await recordDocumentEvent(tx, "document.reprocessed", document, actor, {
      previousStatus: document.status,
    });
  });
  const claimed = await getDocument(organizationId, documentId);
  kickIndexingQueue();
  return claimed;
}
