import "server-only";
import type { Document } from "@/server/db";
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
import type { DocumentNote } from "@/server/services/documents/notes";

/**
 * A stored document's file turned into chunks, or the reason it cannot be: the part of processing
 * that writes nothing, shared by the first processing and a re-indexing (documents/indexing-runs.ts).
 */

export type Extraction =
  | { outcome: "indexed"; chunks: Chunk[]; pageCount: number | null; note: DocumentNote }
  | { outcome: "failed"; note: DocumentNote };

/** Never throws: an unexpected error is logged and becomes a "processingFailed" note. */
export async function extractDocument(
  document: Pick<Document, "storageKey" | "extension">,
): Promise<Extraction> {
  try {
    const bytes = await readFile(document.storageKey);
    return document.extension === "pdf" ? await extractPdf(bytes) : extractCsv(bytes);
  } catch (error) {
    return { outcome: "failed", note: failureNote(error) };
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
