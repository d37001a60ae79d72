import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import {
  MAX_DOCUMENT_BYTES,
  ZDocumentUploadMeta,
  categoryForExtension,
  extensionOf,
  isAllowedExtension,
  type DocumentExtension,
} from "@/lib/validation/documents";
import { getDb, type Document, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/validation";
import { contentMatchesExtension } from "@/server/ingest/magic-bytes";
import { documentBytesToStore } from "@/server/services/documents/images";
import { deleteFile, openFile, putFile, type StoredFile } from "@/server/storage";
import { recordAuditEvent, SYSTEM_ACTOR, type AuditAction, type AuditActor } from "@/server/services/audit";
import { removeSourceChunks } from "@/server/services/retrieval/indexing";
import { checkUploadFits, spendUploadAllowance } from "@/server/services/documents/allowance";

/**
 * Documents of an organisation (spec §7 "Documents"). Every query is scoped by the caller's
 * organisation: another tenant's id is simply not found. Processing lives in document-processing.ts.
 */

const MIME_BY_EXTENSION: Record<DocumentExtension, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
  webm: "video/webm",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  wav: "audio/wav",
  ogg: "audio/ogg",
  csv: "text/csv",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  // Served sandboxed with nothing allowed to load (server/http/file-headers.ts): never runs script.
  html: "text/html",
  htm: "text/html",
};

export async function listDocuments(organizationId: string): Promise<Document[]> {
  const db = await getDb();
  return db.document.findMany({ where: { organizationId }, orderBy: { createdAt: "desc" } });
}

export async function getDocument(organizationId: string, documentId: string): Promise<Document> {
  const db = await getDb();
  const document = await db.document.findFirst({ where: { id: documentId, organizationId } });
  if (!document) throw new AppError("NOT_FOUND", "documentNotFound");
  return document;
}

export type NewDocument = {
  organizationId: string;
  uploadedById: string;
  /** The uploader's address, for the audit trail. */
  ip?: string | null;
  filename: string;
  description: string;
  bytes: Uint8Array;
  /** The size the client says it sent (the JSON contract's `file_size`), checked when present. */
  declaredSize?: number;
};

/**
 * Validates an upload completely before anything is written, then stores the file and the row.
 * Refusals leave nothing behind. The organisation's allowance (files an hour, storage quota:
 * allowance.ts) counts accepted uploads only: it is spent in the transaction that inserts the row, so a
 * mistyped, oversized or otherwise refused file does not use it up.
 */
export async function createDocument(input: NewDocument): Promise<Document> {
  const { organizationId, uploadedById, bytes: uploaded } = input;
  // Only the base name is worth showing; some clients send the path the file was picked from.
  const filename = input.filename.split(/[/\\]/).pop() ?? "";
  const extension = extensionOf(filename.trim());
  if (!isAllowedExtension(extension)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "documentTypeUnsupported");
  const meta = parseInput(ZDocumentUploadMeta, { filename, description: input.description });
  if (uploaded.byteLength > MAX_DOCUMENT_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "fileTooLarge");
  if (input.declaredSize !== undefined && input.declaredSize !== uploaded.byteLength) {
    throw new AppError("BAD_REQUEST", "fileSizeMismatch");
  }
  if (uploaded.byteLength === 0) throw new AppError("BAD_REQUEST", "fileEmpty");
  if (!contentMatchesExtension(extension, uploaded)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "fileContentMismatch");
  }
  // Checked again under a lock when the row is written; this early check spares the costly steps.
  await checkUploadFits(organizationId, uploaded.byteLength);
  // After the cheap refusals: re-encoding an image is the costly step.
  const bytes = await documentBytesToStore(extension, uploaded);

  const mimeType = MIME_BY_EXTENSION[extension];
  const storageKey = await putFile({ organizationId, extension, bytes, contentType: mimeType });
  const db = await getDb();
  try {
    return await db.$transaction(async (tx) => {
      // The stored size counts against the quota (a re-encoded image may differ from the upload).
      await spendUploadAllowance(tx, organizationId, bytes.byteLength);
      const document = await tx.document.create({
        data: {
          organizationId,
          uploadedById,
          filename: meta.filename,
          description: meta.description,
          sizeBytes: bytes.byteLength,
          extension,
          category: categoryForExtension(extension),
          mimeType,
          storageKey,
        },
      });
      await recordDocumentEvent(tx, "document.uploaded", document, {
        actorId: uploadedById,
        ip: input.ip ?? null,
      });
      return document;
    });
  } catch (error) {
    await deleteFile(storageKey).catch((cleanup: unknown) =>
      console.error("[documents] could not remove the file of a refused upload", cleanup),
    );
    throw error;
  }
}

/**
 * Deletes the row and its chunks in one transaction, then the file. The row goes first: that locks it
 * against a processing run finishing at the same moment, whose chunks are then either already
 * committed (and removed here) or never written (its own update finds no row and rolls back).
 */
export async function deleteDocument(
  organizationId: string,
  documentId: string,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<void> {
  const db = await getDb();
  const storageKey = await db.$transaction(async (tx) => {
    const document = await tx.document.findFirst({ where: { id: documentId, organizationId } });
    if (!document) throw new AppError("NOT_FOUND", "documentNotFound");
    const { count } = await tx.document.deleteMany({ where: { id: documentId, organizationId } });
    if (count === 0) throw new AppError("NOT_FOUND", "documentNotFound");
    await removeSourceChunks(tx, { organizationId, sourceKind: "document", sourceId: documentId });
    const staged = reindexingSourceId(documentId);
    await removeSourceChunks(tx, { organizationId, sourceKind: "document", sourceId: staged });
    await recordDocumentEvent(tx, "document.deleted", document, actor);
    return document.storageKey;
  });
  // A file left behind by a failure here is unreachable (no row points to it) and only logged.
  await deleteFile(storageKey).catch((error: unknown) =>
    console.error(`[documents] could not delete the file of document ${documentId}`, error),
  );
}

/**
 * Where a document being re-indexed writes its new chunks until they replace the old ones
 * (documents/reindexing.ts): an id no document has, so nothing cites them meanwhile.
 */
export const reindexingSourceId = (documentId: string) => `${documentId}:reindexing`;

export type DocumentFile = StoredFile & Pick<Document, "filename" | "mimeType" | "category">;

/**
 * A document's file, opened for serving, and the policy of who may open it: members of the owning
 * organisation the files the assistant can cite (processed; any other status is not found), its
 * admins all of them, a superadmin any organisation's (the organisation detail links them).
 */
export async function openDocumentFile({
  caller,
  id,
}: {
  caller: SessionUser;
  id: string;
}): Promise<DocumentFile> {
  const anyOrganization = caller.role === "superadmin";
  if (!anyOrganization && !caller.organizationId) throw new AppError("NOT_FOUND", "documentNotFound");
  const processedOnly = caller.role === "member";
  const db = await getDb();
  const document = await db.document.findFirst({
    where: {
      id,
      ...(anyOrganization ? {} : { organizationId: caller.organizationId! }),
      ...(processedOnly ? { status: "processed" as const } : {}),
    },
    select: { filename: true, mimeType: true, storageKey: true, category: true },
  });
  if (!document) throw new AppError("NOT_FOUND", "documentNotFound");
  const { filename, mimeType, category } = document;
  return { filename, mimeType, category, ...(await openFile(document.storageKey)) };
}

/**
 * A document's audit event: uploaded, processed, failed or deleted. Metadata describes the file (name,
 * size, type, and the outcome note for processing), never its contents.
 */
export const recordDocumentEvent = (
  tx: Prisma.TransactionClient,
  action: AuditAction,
  document: Pick<Document, "id" | "organizationId" | "filename" | "sizeBytes" | "extension">,
  actor: AuditActor,
  metadata: Record<string, string | number | null> = {},
) =>
  recordAuditEvent(tx, {
    ...actor,
    action,
    organizationId: document.organizationId,
    target: { type: "document", id: document.id },
    metadata: {
      filename: document.filename,
      sizeBytes: document.sizeBytes,
      extension: document.extension,
      ...metadata,
    },
  });
