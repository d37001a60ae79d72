import "server-only";

import { definePDFJSModule, getResolvedPDFJS } from "unpdf";

/**
 * Text of a PDF, page by page, with the caps of the upload anchors (§1.4): a page limit and a time
 * limit, and a typed error instead of a crash for encrypted or broken files.
 *
 * The time limit is cooperative: it is checked between pages and races each page, so a slow file is
 * abandoned and destroyed, but one pathological page can still hold the event loop while pdf.js
 * parses it. Hard isolation (a worker thread that is killed) belongs to the job runner.
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

let pdfjsLoaded: Promise<void> | undefined;

// unpdf would import its pdf.js build on its own, but from inside a CommonJS file where Jest cannot
// follow a dynamic import; importing it here makes the dependency visible to bundlers and tests alike.
function loadPdfjs(): Promise<void> {
  pdfjsLoaded ??= definePDFJSModule(() => import("unpdf/pdfjs"));
  return pdfjsLoaded;
}

/**
 * Runs one step of the extraction if time remains, and abandons it when the deadline passes. The
 * step is started here, not by the caller, so that no step begins after the deadline: its promise
 * would reject once the document is destroyed, with nobody left to handle it.
 */
async function beforeDeadline<T>(step: () => Promise<T>, deadline: number): Promise<T> {
  const remainingMs = deadline - Date.now();
  if (remainingMs <= 0) throw new PdfExtractionError("timeout");
  const work = step();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfExtractionError("timeout")), remainingMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function toExtractionError(error: unknown): PdfExtractionError {
  if (error instanceof PdfExtractionError) return error;
  const name = error instanceof Error ? error.name : "";
  return new PdfExtractionError(name === "PasswordException" ? "encrypted" : "corrupt", { cause: error });
}

/** Spaces collapsed and lines trimmed; line breaks kept, blank lines at most one in a row. */
export function normalizePageText(text: string): string {
  return text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export async function extractPdfPages(
  bytes: Uint8Array,
  { maxPages = PDF_MAX_PAGES, timeoutMs = PDF_TIMEOUT_MS }: { maxPages?: number; timeoutMs?: number } = {},
): Promise<PdfPage[]> {
  const deadline = Date.now() + timeoutMs;
  await loadPdfjs();
  const { getDocument } = await getResolvedPDFJS();
  // pdf.js may take ownership of (detach) the buffer it is given, so it gets a copy.
  const loadingTask = getDocument({
    data: bytes.slice(),
    verbosity: 0,
    useSystemFonts: false,
    disableFontFace: true,
  });
  try {
    const pdf = await beforeDeadline(() => loadingTask.promise, deadline);
    if (pdf.numPages > maxPages) throw new PdfExtractionError("too-many-pages");
    const pages: PdfPage[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const page = await beforeDeadline(() => pdf.getPage(pageNumber), deadline);
      const content = await beforeDeadline(() => page.getTextContent(), deadline);
      const raw = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join("");
      pages.push({ page: pageNumber, text: normalizePageText(raw) });
      // Releases the page's parsed resources; a long document would otherwise keep them all.
      page.cleanup();
    }
    return pages;
  } catch (error) {
    throw toExtractionError(error);
  } finally {
    await loadingTask.destroy();
  }
}

export type PdfTextOutcome =
  { outcome: "text"; pages: PdfPage[]; pagesWithoutText: number } | { outcome: "no-text" };

// Below this many letters or digits a page carries no readable content of its own: scans often
// still have a page number or a stamp as real text.
const MIN_MEANINGFUL_CHARACTERS_PER_PAGE = 20;

const meaningfulCharacterCount = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/**
 * "no-text" when no page has readable text (an image-only scan: OCR is out of scope), so the caller
 * can mark the document failed with a clear note. Otherwise every page with any text is kept, and
 * the pages without readable text are counted for the document's notes.
 */
export function classifyExtraction(pages: PdfPage[]): PdfTextOutcome {
  const readable = (page: PdfPage) =>
    meaningfulCharacterCount(page.text) >= MIN_MEANINGFUL_CHARACTERS_PER_PAGE;
  const pagesWithoutText = pages.filter((page) => !readable(page)).length;
  if (pagesWithoutText === pages.length) return { outcome: "no-text" };
  return { outcome: "text", pages: pages.filter((page) => page.text !== ""), pagesWithoutText };
}
