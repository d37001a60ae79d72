import "server-only";
import type { Chunk, TextSection } from "@/server/ingest/chunk";
import {
  contentsBlockLines,
  isContentsPage,
  joinBrokenWords,
  repeatedMarginLines,
  withoutMarginNoise,
} from "@/server/ingest/layout-noise";
import { runningHeaders } from "@/server/ingest/running-headers";

/**
 * A PDF's pages as sections for chunking, and the section headings of its chunks.
 *
 * Each page is one section, headed by its running header (running-headers.ts) instead of opening
 * with it, without the rest of its layout (layout-noise.ts: repeated footers, page markers, contents
 * pages and indexes, words cut by a line break), and without its table-of-contents lines (with dot
 * leaders anywhere, or a contents list above a page's text): a table of contents ("2.7.12. El paquete
 * equivs . . . . 78") repeats every section title of the document, dozens to a page, so its chunks
 * share words with almost any question and outrank the section that answers it, and quoting one
 * answers nothing. The titles are still indexed where they head their sections, and a page that was
 * all contents is not indexed.
 *
 * A manual or a policy is written in numbered sections ("3.2.1. El nombre del equipo (hostname)",
 * "4.3 Vacaciones"), which a PDF keeps only as lines of text. Such a line becomes a paragraph of its
 * own (so it is never quoted run into the sentence after it), and each chunk's heading names the
 * sections it holds: the one it continues from earlier pages and those that start in it. Retrieval
 * credits a question word found in a heading, so a passage is found by what its section is about,
 * even where its own sentences say it in other words.
 */

const MAX_HEADING_WORDS = 14;

/**
 * A line that opens a numbered section: a multi-level number ("3.2.1.", "4.3") and a title that
 * starts with a capital and does not end as a sentence does. Single-level numbers are left out:
 * "1. Abra el menú" is far more often a step of a procedure.
 */
const NUMBERED_HEADING = /^\d{1,2}(?:\.\d{1,2}){1,4}\.?\s+[\p{Lu}¿¡«"(]/u;

export function isNumberedHeading(line: string): boolean {
  const text = line.trim();
  const words = text.split(/\s+/).length;
  return NUMBERED_HEADING.test(text) && words <= MAX_HEADING_WORDS && !/[.,;:]$/.test(text);
}

// A title, dot leaders and a page number (arabic or roman): "Consolas virtuales . . . . . 3".
const CONTENTS_LINE = /(?:\.\s?){4,}\s*(?:\d+|[ivxlcdm]+)\s*$/i;

export const isContentsLine = (line: string) => CONTENTS_LINE.test(line.trim());

export function pdfSections(pdfPages: { page: number; text: string }[]): TextSection[] {
  const pages = pdfPages.map((page) => ({ ...page, text: joinBrokenWords(page.text) }));
  const headers = runningHeaders(pages);
  const repeated = repeatedMarginLines(pages);
  const seen = new Set<string>();
  return pages.flatMap((page, index) => {
    if (isContentsPage(page.text, index, pages.length)) return [];
    // The running header is the first line; it is layout, and it is already the chunks' heading.
    const withoutHeader = page.text
      .split("\n")
      .slice(headers[index] ? 1 : 0)
      .join("\n");
    const lines = withoutMarginNoise(withoutHeader, repeated, seen).split("\n");
    const contents = contentsBlockLines(lines, index, pages.length);
    const body = lines.filter((line, at) => !isContentsLine(line) && !contents.has(at));
    if (body.join("").trim() === "") return [];
    const text = body.map((line) => (isNumberedHeading(line) ? `\n\n${line.trim()}\n\n` : line)).join("\n");
    return [{ page: page.page, heading: headers[index], text }];
  });
}

/**
 * The chunks of `pdfSections`, in order, each headed by its page's running header and the numbered
 * sections it holds (see the header).
 */
// Between the numbered sections one chunk holds ("3.1. Vacaciones · 3.2. Bonos").
const SECTIONS_SEPARATOR = " · ";

/**
 * The section a chunk's text opens in, as a reader would name it: the last part of its heading path
 * ("Políticas › Vacaciones" → "Vacaciones"; the block title is shared by all of a block's sections),
 * and of the numbered sections a PDF chunk lists, the first.
 */
export const openingSection = (heading: string | null) =>
  (heading ?? "").split("›").at(-1)!.split(SECTIONS_SEPARATOR)[0].trim();

export function withSectionHeadings(chunks: Chunk[]): Chunk[] {
  let current: string | null = null;
  return chunks.map((chunk) => {
    const paragraphs = chunk.text.split("\n\n");
    const starts = paragraphs.filter(isNumberedHeading);
    const sections = isNumberedHeading(paragraphs[0]) || !current ? starts : [current, ...starts];
    current = starts.at(-1) ?? current;
    if (sections.length === 0) return chunk;
    return {
      ...chunk,
      heading: [chunk.heading, sections.join(SECTIONS_SEPARATOR)].filter(Boolean).join(" › "),
    };
  });
}
