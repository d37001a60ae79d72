import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { toFileSizeMb, type DocumentCategory } from "@/lib/validation/documents";
import type { Document, DocumentStatus } from "@/server/db";
import { renderNote } from "./document-notes";

/** A document as the API sends it (spec §3 "Document"), snake_case as the spec's client reads it. */
export type DocumentDto = {
  document_id: string;
  filename: string;
  description: string;
  file_size_mb: number;
  file_type: string;
  file_category: DocumentCategory;
  /** The authorised, tenant-checked file route (never a storage URL). */
  file_url: string;
  status: DocumentStatus;
  created_at: string;
  notes: string | null;
};

export const documentFileUrl = (documentId: string) => `/api/documents/${documentId}/file`;

export function toDocumentDto(document: Document, locale: Locale): DocumentDto {
  return {
    document_id: document.id,
    filename: document.filename,
    description: document.description,
    file_size_mb: toFileSizeMb(document.sizeBytes),
    file_type: document.extension,
    file_category: document.category,
    file_url: documentFileUrl(document.id),
    status: document.status,
    created_at: document.createdAt.toISOString(),
    notes: renderNote(document.notes, locale),
  };
}
