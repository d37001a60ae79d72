import "server-only";
import { TranscriptionError, transcribeMedia } from "@/server/ai/transcription";
import { config } from "@/server/config";
import type { Document } from "@/server/db";
import type { Chunk, TextSection } from "@/server/ingest/chunk";
import { chunkText } from "@/server/ingest/chunk";
import { csvToText } from "@/server/ingest/csv";
import { docxToSections } from "@/server/ingest/docx";
import { htmlToSections } from "@/server/ingest/html-text";
import { markdownToSections } from "@/server/ingest/markdown";
import { hasUsableText, OcrEngine } from "@/server/ingest/ocr";
import {
  PDF_MAX_PAGES,
  PDF_TIMEOUT_MS,
  PdfExtractionError,
  classifyExtraction,
  extractPdfPages,
  type PdfPage,
} from "@/server/ingest/pdf";
import { PdfPageRenderer } from "@/server/ingest/pdf-render";
import { pdfSections, withSectionHeadings } from "@/server/ingest/pdf-sections";
import { pptxToText } from "@/server/ingest/pptx";
import { odsToText, xlsxToText, type WorkbookText } from "@/server/ingest/spreadsheet";
import { decodeTextFile } from "@/server/ingest/text-decoding";
import { transcriptSections } from "@/server/ingest/transcript";
import { ZIP_MAX_INFLATED_BYTES, ZipLimitError } from "@/server/ingest/zip";
import { readFile } from "@/server/storage";
import type { DocumentNote } from "@/server/services/documents/notes";

/**
 * A stored document's file turned into chunks, or the reason it cannot be: the part of processing
 * that writes nothing, shared by the first processing and a re-indexing (documents/indexing-runs.ts).
 */

export type Extraction =
  | { outcome: "indexed"; chunks: Chunk[]; pageCount: number | null; note: DocumentNote }
  | { outcome: "failed"; note: DocumentNote };

/** Told each page as reading it starts (OCR is seconds a page): 1-based, of `pages`. */
export type PageProgress = (page: number, pages: number) => void;

/** Never throws: an unexpected error is logged and becomes a "processingFailed" note. */
export async function extractDocument(
  document: Pick<Document, "storageKey" | "extension">,
  onPage: PageProgress = () => {},
): Promise<Extraction> {
  try {
    const bytes = await readFile(document.storageKey);
    switch (document.extension) {
      case "pdf":
        return await extractPdf(bytes, onPage);
      case "csv":
        return extractCsv(bytes);
      case "docx":
        return await extractSections(await readOffice(() => docxToSections(bytes)));
      case "xlsx":
        return await extractWorkbook(await readOffice(() => xlsxToText(bytes)));
      case "ods":
        return await extractWorkbook(await readOffice(async () => odsToText(bytes)));
      case "pptx":
        return await extractSlides(bytes);
      case "jpg":
      case "jpeg":
      case "png":
      case "webp":
      case "gif":
        return await extractImage(bytes, onPage);
      case "mp4":
      case "mov":
      case "avi":
      case "webm":
      case "mp3":
      case "m4a":
      case "wav":
      case "ogg":
        return await extractRecording(bytes, onPage);
      case "txt":
      case "md":
      case "html":
      case "htm":
        return await extractText(document.extension, bytes);
      default:
        return { outcome: "failed", note: { key: "processingFailed" } };
    }
  } catch (error) {
    return { outcome: "failed", note: failureNote(error) };
  }
}

async function extractPdf(bytes: Uint8Array, onPage: PageProgress): Promise<Extraction> {
  const extracted = await extractPdfPages(bytes);
  const { pages, read } = await withOcrPages(bytes, extracted, onPage);
  const classified = classifyExtraction(pages);
  if (classified.outcome === "no-text") {
    return {
      outcome: "failed",
      note: { key: read.attempted > 0 ? "pdfNoTextAfterOcr" : "noExtractableText" },
    };
  }
  const chunks = await chunkPages(classified.pages);
  if (chunks.length === 0) return { outcome: "failed", note: { key: "noExtractableText" } };
  const values = { pages: pages.length - classified.pagesWithoutText, chunks: chunks.length };
  const note: DocumentNote =
    read.attempted > 0
      ? {
          key: "pdfProcessedWithOcr",
          values: { ...values, ocr: read.read, skipped: classified.pagesWithoutText },
        }
      : classified.pagesWithoutText > 0
        ? { key: "pdfProcessedWithSkippedPages", values: { ...values, skipped: classified.pagesWithoutText } }
        : { key: "pdfProcessed", values };
  return { outcome: "indexed", chunks, pageCount: pages.length, note };
}

/** Below this many letters or digits a PDF page has no text layer worth the name: it is read by OCR. */
const OCR_PAGE_MIN_CHARACTERS = 20;
const meaningfulCharacters = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/**
 * The pages of a PDF that have no text layer (scanned) rendered at 200 dpi and read by OCR, one at a
 * time, reporting "page i of n" as each starts; a page OCR finds nothing usable on keeps what it had.
 */
export async function withOcrPages(
  bytes: Uint8Array,
  pages: PdfPage[],
  onPage: PageProgress,
): Promise<{ pages: PdfPage[]; read: { attempted: number; read: number } }> {
  const scanned = pages.filter((page) => meaningfulCharacters(page.text) < OCR_PAGE_MIN_CHARACTERS);
  if (scanned.length === 0) return { pages, read: { attempted: 0, read: 0 } };
  const renderer = await PdfPageRenderer.open(bytes);
  const engine = await OcrEngine.open().catch(async (error: unknown) => {
    await renderer.close();
    throw error;
  });
  const texts = new Map<number, string>();
  try {
    for (const [index, page] of scanned.entries()) {
      onPage(index + 1, scanned.length);
      const result = await engine.recognize(await renderer.render(page.page));
      if (hasUsableText(result)) texts.set(page.page, result.text);
    }
  } finally {
    await Promise.all([renderer.close(), engine.close()]);
  }
  return {
    pages: pages.map((page) => ({ ...page, text: texts.get(page.page) ?? page.text })),
    read: { attempted: scanned.length, read: texts.size },
  };
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

/** A file a library could not open is damaged (or not what it says): the admin is told so. */
class UnreadableFile extends Error {}

async function readOffice<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ZipLimitError && error.message === "inflates past the limit") throw error;
    if (error instanceof ZipLimitError && error.message === "too many entries") throw error;
    console.warn("[documents] an office file could not be read", error);
    throw new UnreadableFile();
  }
}

/**
 * Sections (of a Word file, a text, Markdown or HTML file, a deck) chunked a few dozen at a time with
 * a pause between them, like a PDF's pages.
 */
async function chunkSections(sections: TextSection[]): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  for (let start = 0; start < sections.length; start += CHUNKING_PAGES_PER_TURN) {
    for (const chunk of chunkText(sections.slice(start, start + CHUNKING_PAGES_PER_TURN))) {
      chunks.push({ ...chunk, ordinal: chunks.length });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return chunks;
}

async function extractSections(sections: TextSection[]): Promise<Extraction> {
  const chunks = await chunkSections(sections);
  if (chunks.length === 0) return { outcome: "failed", note: { key: "noTextInFile" } };
  return {
    outcome: "indexed",
    chunks,
    pageCount: null,
    note: { key: "textProcessed", values: { sections: sections.length, chunks: chunks.length } },
  };
}

async function extractText(extension: "txt" | "md" | "html" | "htm", bytes: Uint8Array): Promise<Extraction> {
  const decoded = decodeTextFile(bytes);
  if (!decoded) return { outcome: "failed", note: { key: "fileUnreadable" } };
  const text = decoded.text.replace(/^\ufeff/, "");
  const sections =
    extension === "md"
      ? markdownToSections(text)
      : extension === "txt"
        ? [{ text: text.replace(/\r\n?/g, "\n") }]
        : htmlToSections(text);
  return extractSections(sections);
}

async function extractWorkbook(workbook: WorkbookText): Promise<Extraction> {
  const chunks = await chunkSections(workbook.sections);
  if (chunks.length === 0) return { outcome: "failed", note: { key: "noTextInFile" } };
  const values = { sheets: workbook.sheets, rows: workbook.rows, chunks: chunks.length };
  return {
    outcome: "indexed",
    chunks,
    pageCount: null,
    note: { key: workbook.truncated ? "spreadsheetTruncated" : "spreadsheetProcessed", values },
  };
}

async function extractSlides(bytes: Uint8Array): Promise<Extraction> {
  const deck = await readOffice(async () => pptxToText(bytes));
  const chunks = await chunkSections(deck.sections);
  if (chunks.length === 0) return { outcome: "failed", note: { key: "noTextInFile" } };
  return {
    outcome: "indexed",
    chunks,
    pageCount: deck.slides,
    note: { key: "slidesProcessed", values: { slides: deck.sections.length, chunks: chunks.length } },
  };
}

/**
 * A photo or scan read by OCR (server/ingest/ocr.ts; a GIF's first frame). An image whose reading has
 * no usable text (a picture, a blurred photo) fails with a note saying so.
 */
async function extractImage(bytes: Uint8Array, onPage: PageProgress): Promise<Extraction> {
  onPage(1, 1);
  const engine = await OcrEngine.open();
  try {
    const result = await engine.recognize(bytes);
    if (!hasUsableText(result)) return { outcome: "failed", note: { key: "ocrNoText" } };
    const chunks = await chunkSections([{ text: result.text }]);
    if (chunks.length === 0) return { outcome: "failed", note: { key: "ocrNoText" } };
    return {
      outcome: "indexed",
      chunks,
      pageCount: null,
      note: { key: "imageRead", values: { chunks: chunks.length, confidence: result.confidence } },
    };
  } finally {
    await engine.close();
  }
}

/**
 * Audio or video transcribed by the model server (issue 22 point 3; only queued when one is
 * configured: processing.ts), each minute of it a "page" cited with its time range. The server
 * refusing, not answering or hearing no speech fails the document with a note that says which.
 */
async function extractRecording(bytes: Uint8Array, onPage: PageProgress): Promise<Extraction> {
  onPage(1, 1);
  let transcript;
  try {
    transcript = await transcribeMedia(bytes, config().ai);
  } catch (error) {
    if (!(error instanceof TranscriptionError)) throw error;
    console.warn("[documents] transcription failed", error.cause ?? error);
    const note: DocumentNote =
      error.reason === "refused"
        ? { key: "transcriptionFailed", values: { status: error.status ?? 0 } }
        : { key: error.reason === "no-speech" ? "transcriptionNoSpeech" : "transcriptionUnreachable" };
    return { outcome: "failed", note };
  }
  const sections = transcriptSections(transcript.segments);
  const chunks = await chunkSections(sections);
  if (chunks.length === 0) return { outcome: "failed", note: { key: "transcriptionNoSpeech" } };
  const lastSecond = Math.max(transcript.durationSeconds ?? 0, ...transcript.segments.map((s) => s.end));
  const minutes = Math.max(1, Math.ceil(lastSecond / 60));
  return {
    outcome: "indexed",
    chunks,
    pageCount: null,
    note: { key: "mediaTranscribed", values: { minutes, chunks: chunks.length } },
  };
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
  if (error instanceof ZipLimitError) {
    return { key: "fileInflatesTooMuch", values: { max: ZIP_MAX_INFLATED_BYTES / (1024 * 1024) } };
  }
  if (error instanceof UnreadableFile) return { key: "fileUnreadable" };
  // Anything else is unexpected: the detail goes to the log, the admin gets a note without internals.
  console.error("[documents] processing failed", error);
  return { key: "processingFailed" };
}
