import "server-only";

/**
 * Running headers of a PDF: the line printed at the top of page after page ("GREP(1) Órdenes de
 * usuario GREP(1)", "Capítulo 3. Gestión de paquetes"). They say what a page is about, and a chunk
 * from the middle of a page has lost its own first line, so each page's running header becomes the
 * heading of its chunks: retrieval credits a question word found there as heading context.
 */

/** A line is a running header when it opens at least this many pages (page numbers aside). */
const MIN_PAGES = 2;
const MAX_HEADER_CHARS = 120;

const firstLine = (text: string) => (text.split("\n", 1)[0] ?? "").replace(/\s+/g, " ").trim();
// Page numbers change from page to page: "Guía de referencia 12" and "… 13" are one header, and so
// are the front matter's "… iv" and "… xxiii".
const ROMAN = String.raw`(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})`;
const PAGE_NUMBER = String.raw`(?:\d+(?:\s*\/\s*\d+)?|${ROMAN})`;
const PAGE_NUMBERS = new RegExp(`^${PAGE_NUMBER}\\s+|\\s+${PAGE_NUMBER}$`, "g");
const withoutPageNumbers = (line: string) => line.replace(PAGE_NUMBERS, "").trim();

/** Each page's running header, or null (same order as `pages`). */
export function runningHeaders(pages: { text: string }[]): (string | null)[] {
  const headers = pages.map((page) => {
    const line = withoutPageNumbers(firstLine(page.text));
    return line.length <= MAX_HEADER_CHARS && /\p{L}{2}/u.test(line) ? line : null;
  });
  const pagesWith = new Map<string, number>();
  for (const header of headers) if (header) pagesWith.set(header, (pagesWith.get(header) ?? 0) + 1);
  return headers.map((header) => (header && pagesWith.get(header)! >= MIN_PAGES ? header : null));
}
