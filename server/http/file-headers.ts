import "server-only";
import type { DocumentCategory } from "@/lib/validation/documents";
import { contentDisposition } from "./content-disposition";

/**
 * Every stored type but PDF is sandboxed with nothing allowed to load, so a file can never run script
 * in the app's origin (ASVS 5.0 §3.2.1). A PDF cannot be: `sandbox` keeps Chrome's built-in viewer
 * from opening it (Chromium bug 413851), and so can a restrictive default-src/object-src, the viewer
 * being a plugin; it is still never sniffed nor framed. next.config.ts leaves the file route out of
 * the app-wide CSP, so this header is the only one.
 */
export function fileContentSecurityPolicy(mimeType: string): string {
  return mimeType === "application/pdf" ? "frame-ancestors 'none'" : "sandbox; default-src 'none'";
}

export type ServedFile = {
  filename: string;
  mimeType: string;
  category: DocumentCategory;
  /** Undefined when the store does not know it: the header is then left out, never sent as 0. */
  size?: number;
};

/** The response headers of a stored file (GET /api/documents/{id}/file). */
export function fileHeaders(file: ServedFile): Record<string, string> {
  const viewable = file.category !== "spreadsheet"; // PDFs, images and video open in the browser
  return {
    "Content-Type": file.mimeType,
    ...(file.size === undefined ? {} : { "Content-Length": String(file.size) }),
    "Content-Disposition": contentDisposition(viewable ? "inline" : "attachment", file.filename),
    "Content-Security-Policy": fileContentSecurityPolicy(file.mimeType),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
}
