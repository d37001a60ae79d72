import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { toFileSizeMb, type DocumentDto } from "@/lib/validation/documents";
import type { Document } from "@/server/db";
import { renderNote } from "@/server/services/documents/notes";
import { processingProgress } from "@/server/services/documents/progress";
import { isOutdated } from "@/server/services/documents/reindexing";

export type { DocumentDto };

export const documentFileUrl = (documentId: string) => `/api/documents/${documentId}/file`;

export function toDocumentDto(document: Document, locale: Locale): DocumentDto {
  return {
    document_id: document.id,
    filename: document.filename,
    description: document.description,
    file_size_mb: toFileSizeMb(document.sizeBytes),
    file_size_bytes: document.sizeBytes,
    file_type: document.extension,
    file_category: document.category,
    file_url: documentFileUrl(document.id),
    status: document.status,
    created_at: document.createdAt.toISOString(),
    notes: renderNote(document.notes, locale),
    updating_index: isOutdated(document),
    progress: document.status === "processing" ? processingProgress(document.id) : null,
  };
}
