import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Text of a PDF, page by page, with the caps of the upload anchors (§1.4): a page limit and a time
 * limit, and a typed error instead of a crash for encrypted or broken files.
 *
 * pdf.js runs on a worker thread of its own (server/ingest/pdf-worker.mjs), one per document: parsing
 * is seconds of synchronous work for a large file, which on the request thread held every other
 * request for as long (bench/RESULTS.md, "Ingestion concurrency"). The time limit is hard: when it
 * passes the thread is terminated, even in the middle of one pathological page, and a file whose
 * parsing outgrows the thread's memory limit fails as corrupt instead of taking the server down.
 */
export const PDF_MAX_PAGES = 2_000;
export const PDF_TIMEOUT_MS = 60_000;

export interface PdfPage {
  /** 1-based, as shown in a viewer and cited in answers. */
  page: number;
  text: string;
}

export type PdfFailureReason = "too-many-pages" | "timeout" | "encrypted" | "corrupt";

export class PdfExtractionError extends Error {
  constructor(
    readonly reason: PdfFailureReason,
    options?: { cause?: unknown },
  ) {
    super(`PDF extraction failed: ${reason}`, options);
    this.name = "PdfExtractionError";
  }
}

/** Spaces collapsed and lines trimmed; line breaks kept, blank lines at most one in a row. */
export function normalizePageText(text: string): string {
  return text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

// Plain JavaScript, resolved from the project's root like the database's worker (server/db/pglite-thread.ts).
const WORKER_FILE = path.join(process.cwd(), "server", "ingest", "pdf-worker.mjs");
/** Far above what a 2,000-page text PDF needs; bounds what a hostile file can make the parser hold. */
const WORKER_MEMORY_MB = 1024;

type WorkerMessage =
  { pages: PdfPage[] } | { done: true } | { failure: Exclude<PdfFailureReason, "timeout">; detail: string };

export function extractPdfPages(
  bytes: Uint8Array,
  { maxPages = PDF_MAX_PAGES, timeoutMs = PDF_TIMEOUT_MS }: { maxPages?: number; timeoutMs?: number } = {},
): Promise<PdfPage[]> {
  return new Promise((resolve, reject) => {
    // The thread gets its own copy: pdf.js takes ownership of (detaches) the buffer it parses.
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes: bytes.slice(), maxPages },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new PdfExtractionError("timeout"))), timeoutMs);
    const pages: PdfPage[] = [];
    worker.on("message", (message: WorkerMessage) => {
      if ("pages" in message) {
        for (const { page, text } of message.pages) pages.push({ page, text: normalizePageText(text) });
      } else if ("done" in message) {
        settle(() => resolve(pages));
      } else {
        settle(() => reject(new PdfExtractionError(message.failure, { cause: new Error(message.detail) })));
      }
    });
    worker.once("error", (error) =>
      settle(() => reject(new PdfExtractionError("corrupt", { cause: error }))),
    );
    worker.once("exit", (code) =>
      settle(() => reject(new PdfExtractionError("corrupt", { cause: new Error(`exit code ${code}`) }))),
    );
  });
}

export type PdfTextOutcome =
  { outcome: "text"; pages: PdfPage[]; pagesWithoutText: number } | { outcome: "no-text" };

// Below this many letters or digits a page carries no readable content of its own: scans often
// still have a page number or a stamp as real text.
const MIN_MEANINGFUL_CHARACTERS_PER_PAGE = 20;

/** Whether `text` has at least `count` letters or digits; stops counting there (pages run long). */
function hasMeaningfulCharacters(text: string, count: number): boolean {
  const meaningful = /[\p{L}\p{N}]/gu;
  let found = 0;
  while (found < count && meaningful.exec(text)) found++;
  return found >= count;
}

/**
 * "no-text" when no page has readable text (an image-only scan: OCR is out of scope), so the caller
 * can mark the document failed with a clear note. Otherwise every page with any text is kept, and
 * the pages without readable text are counted for the document's notes.
 */
export function classifyExtraction(pages: PdfPage[]): PdfTextOutcome {
  const readable = (page: PdfPage) => hasMeaningfulCharacters(page.text, MIN_MEANINGFUL_CHARACTERS_PER_PAGE);
  const pagesWithoutText = pages.filter((page) => !readable(page)).length;
  if (pagesWithoutText === pages.length) return { outcome: "no-text" };
  return { outcome: "text", pages: pages.filter((page) => page.text !== ""), pagesWithoutText };
}
