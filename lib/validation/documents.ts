import { z } from "zod";

/**
 * Document uploads (spec §5 "Document upload", §9). Shared by the upload panel and the API; the
 * server additionally checks the bytes (server/ingest/magic-bytes). Issue messages are keys of the
 * "Validation" messages, translated by the caller.
 */
export const ALLOWED_EXTENSIONS = [
  "pdf",
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp",
  "mp4",
  "mov",
  "avi",
  "webm",
  "mp3",
  "m4a",
  "wav",
  "ogg",
  "csv",
  "docx",
  "xlsx",
  "ods",
  "pptx",
  "txt",
  "md",
  "html",
  "htm",
] as const;
export type DocumentExtension = (typeof ALLOWED_EXTENSIONS)[number];

export type DocumentCategory = "document" | "image" | "video" | "audio" | "spreadsheet";

export type DocumentStatus = "uploaded" | "processing" | "processed" | "failed";

/**
 * A document as the API sends it (spec §3 "Document"), snake_case as the spec's client reads it.
 * Built by server/services/documents/dto.ts, read by the training panel.
 */
export type DocumentDto = {
  document_id: string;
  filename: string;
  description: string;
  file_size_mb: number;
  /**
   * Beyond the spec: the exact size. `file_size_mb` has 0.01 MB steps, so a 1 KB file read "0 KB" from
   * it; the tables format this one (formatFileSize).
   */
  file_size_bytes: number;
  file_type: string;
  file_category: DocumentCategory;
  /** The authorised, tenant-checked file route (never a storage URL). */
  file_url: string;
  status: DocumentStatus;
  created_at: string;
  /** Already in the reader's language. */
  notes: string | null;
  /** Beyond the spec: a processed document being re-indexed under newer rules (its old index answers meanwhile). */
  updating_index: boolean;
  /** Beyond the spec: while OCR reads a document page by page, how far it has got («página 3 de 12»). */
  progress: { page: number; pages: number } | null;
};

/**
 * GET /api/documents/usage: what the organisation's documents take of its storage quota, and how many
 * more files its admins may upload in the current hour. Shown above the documents table.
 */
export type StorageUsageDto = {
  used_bytes: number;
  quota_bytes: number;
  uploads_per_hour: number;
  uploads_left_this_hour: number;
};

const CATEGORY_BY_EXTENSION: Record<DocumentExtension, DocumentCategory> = {
  pdf: "document",
  jpg: "image",
  jpeg: "image",
  png: "image",
  gif: "image",
  webp: "image",
  mp4: "video",
  mov: "video",
  avi: "video",
  webm: "video",
  mp3: "audio",
  m4a: "audio",
  wav: "audio",
  ogg: "audio",
  csv: "spreadsheet",
  docx: "document",
  xlsx: "spreadsheet",
  ods: "spreadsheet",
  pptx: "document",
  txt: "document",
  md: "document",
  html: "document",
  htm: "document",
};

export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const DESCRIPTION_MAX = 500;
/**
 * A ceiling on rows, far above a first day of onboarding (issue 24: 100 files an hour); what an
 * organisation may store is bounded by its storage quota (STORAGE_QUOTA_PER_ORG_MB) and how fast by
 * its hourly allowance (UPLOADS_PER_ORG_PER_HOUR), both configured on the server.
 */
export const MAX_DOCUMENTS_PER_ORG = 1000;
/** Display names only (storage uses generated ids); 255 is what common file systems allow. */
export const FILENAME_MAX = 255;

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * 1024;

export function isAllowedExtension(extension: string): extension is DocumentExtension {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extension);
}

/** Video and audio: read only by transcription, which needs a model server (issue 22 point 3). */
export const isMediaCategory = (category: DocumentCategory) => category === "video" || category === "audio";

export function categoryForExtension(extension: DocumentExtension): DocumentCategory {
  return CATEGORY_BY_EXTENSION[extension];
}

/**
 * Lower-cased text after the last dot of the file's base name, or "" when there is none. A leading
 * dot alone (".pdf") names a hidden file, not an extension, as in Node's `path.extname`.
 */
export function extensionOf(filename: string): string {
  const baseName = filename.split(/[/\\]/).pop() ?? "";
  const dot = baseName.lastIndexOf(".");
  return dot > 0 ? baseName.slice(dot + 1).toLowerCase() : "";
}

/**
 * Spec §2: "KB if under 1 MB, otherwise in MB with one decimal" (binary units, as the 25 MB cap).
 * Kilobytes are rounded to the nearest, except that anything under 1 KB reads "1 KB" (a 200-byte file
 * is not "0 KB"; only an empty one is), and a size that rounds to 1,024 KB reads "1.0 MB".
 */
export function formatFileSize(bytes: number, locale: string): string {
  const kilobytes = bytes <= 0 ? 0 : Math.max(1, Math.round(bytes / BYTES_PER_KB));
  if (kilobytes < BYTES_PER_KB) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(kilobytes)} KB`;
  }
  const megabytes = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${megabytes.format(Math.max(bytes, BYTES_PER_MB) / BYTES_PER_MB)} MB`;
}

/** The API's `file_size_mb` field: megabytes rounded to two decimals. */
export function toFileSizeMb(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}

// Control characters (NUL included) and bidirectional overrides, which can disguise "gpj.exe" as
// "exe.jpg" in a listing, have no place in a display name.
const UNSAFE_FILENAME_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

export const ZDocumentUploadMeta = z.object({
  filename: z
    .string()
    .trim()
    .min(1, "documentFilenameRequired")
    .max(FILENAME_MAX, "documentFilenameTooLong")
    .refine((name) => !UNSAFE_FILENAME_CHARACTERS.test(name), "documentFilenameInvalid")
    .refine((name) => isAllowedExtension(extensionOf(name)), "documentTypeUnsupported"),
  description: z
    .string()
    .trim()
    .min(1, "documentDescriptionRequired")
    .max(DESCRIPTION_MAX, "documentDescriptionTooLong"),
});
export type DocumentUploadMeta = z.infer<typeof ZDocumentUploadMeta>;

/** POST /api/documents as JSON (spec §3): the file as a base64 data URL, and its fields. */
export const ZDocumentUploadJson = z.object({
  file_data: z.string({ error: "fileMissing" }).min(1, "fileMissing"),
  filename: z.string({ error: "documentFilenameRequired" }),
  description: z.string({ error: "documentDescriptionRequired" }),
  file_size: z.number({ error: "invalidInput" }).int().nonnegative().optional(),
});
