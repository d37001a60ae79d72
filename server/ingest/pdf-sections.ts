import "server-only";
import type { Chunk, TextSection } from "@/server/ingest/chunk";
import {
  contentsBlockLines,
  HYPHENATED_WORD_START,
  isContentsPage,
  isRepeatedMarginLine,
  joinBrokenWords,
  repeatedMarginLines,
  sameButNumbers,
  withoutMarginNoise,
} from "@/server/ingest/layout-noise";
import { runningHeaders } from "@/server/ingest/running-headers";

/**
 * A PDF's pages as sections for chunking, and the section headings of its chunks.
 *
 * Each page is one section, headed by its running header (running-headers.ts) instead of opening
 * with it, without the rest of its layout (layout-noise.ts: repeated footers, page markers, contents
 * pages and indexes, words cut by a line break), with a sentence a page break cut finished on the
 * page where it starts (`finishSentencesAcrossPages`), and without its table-of-contents lines (with
 * dot leaders anywhere, or a contents list above a page's text): a table of contents ("2.7.12. El
 * paquete equivs . . . . 78") repeats every section title of the document, dozens to a page, so its
 * chunks share words with almost any question and outrank the section that answers it, and quoting
 * one answers nothing. The titles are still indexed where they head their sections, and a page that
 * was all contents is not indexed.
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
  const bodies = pages.map((page, index) => {
    if (isContentsPage(page.text, index, pages.length)) return null;
    // The running header is the first line; it is layout, and it is already the chunks' heading.
    const withoutHeader = page.text
      .split("\n")
      .slice(headers[index] ? 1 : 0)
      .join("\n");
    const lines = withoutMarginNoise(withoutHeader, repeated, seen).split("\n");
    const contents = contentsBlockLines(lines, index, pages.length);
    return lines.filter((line, at) => !isContentsLine(line) && !contents.has(at));
  });
  finishSentencesAcrossPages(bodies, (line) => hasText(line) && !isRepeatedMarginLine(line, repeated));
  return pages.flatMap((page, index) => {
    const body = bodies[index];
    if (!body || body.join("").trim() === "") return [];
    const text = body.map((line) => (isNumberedHeading(line) ? `\n\n${line.trim()}\n\n` : line)).join("\n");
    return [{ page: page.page, heading: headers[index], text }];
  });
}

// A page's last line ending in a hyphenated word's start («No se reciben mon-»), and the rest of
// that word, with its punctuation, opening the next page («edas extranjeras…»), as `joinBrokenWords`
// reads a line break.
const WORD_START_AT_END = new RegExp(`${HYPHENATED_WORD_START}-$`, "u");
const WORD_REST_AT_START = /^\p{Ll}{2,}[.,;:!?»”)]*(?=\s|$)/u;
// A line that ends a sentence, a lead-in or a clause: what follows it may start a new thought.
const CLOSED_LINE = /[.!?…:;]["”»)\]]*$/u;
// The next page going on with the same sentence: a lower-case word, not a list's letter («a) …», «b. …»).
const CONTINUATION = /^(?!\p{Ll}[.)]\s)\p{Ll}+(?=[\s,;:.!?…»”]|$)/u;
// The end of the sentence the page break cut; also an abbreviation's period («art.», «núm.»), which
// only makes the carried part shorter.
const SENTENCE_END = /[.!?…]["”»)\]]*(?=\s|$)/u;
const MAX_CARRIED_WORDS = 40;
// How many lines at the bottom of the next page may repeat the page's last line as its footer.
const FOOTER_LINES = 2;

/**
 * A sentence a page break cut, finished on the page where it starts, its hyphenated word joined
 * («No se reciben mon-» · «edas extranjeras ni dólares.»): otherwise each page's passage holds half of
 * it, neither half answers, and the next page's opens with a fragment that is quoted as if it were a
 * sentence. Only when the sentence ends on the next page's first line, within MAX_CARRIED_WORDS words:
 * a page that opens with a lower-case line and no sentence end is as often a label («nota»), a command
 * or a table as a sentence going on. Otherwise only a hyphenated word is joined. Never onto a line that
 * closes a sentence or a lead-in, onto a section heading, onto an address cut at a hyphen, or onto a
 * footer: the first copy of a running footer, kept in its page's text, is skipped (`isText`), and a
 * line the next page also ends with is the footer of a document too short for `repeatedMarginLines`
 * to find it (three pages). A footnote at the page's foot is not told from text. Bodies are changed in
 * place.
 */
function finishSentencesAcrossPages(bodies: (string[] | null)[], isText: (line: string) => boolean) {
  for (let index = 0; index + 1 < bodies.length; index++) {
    const [body, next] = [bodies[index], bodies[index + 1]];
    const last = body?.findLastIndex(isText) ?? -1;
    const first = next?.findIndex(isText) ?? -1;
    if (!body || !next || last < 0 || first < 0) continue;
    const [ending, opening] = [body[last].trim(), next[first].trim()];
    const hyphenated = WORD_START_AT_END.test(ending);
    const going = (hyphenated ? WORD_REST_AT_START : CONTINUATION).exec(opening);
    if (!going || CLOSED_LINE.test(ending) || isNumberedHeading(ending)) continue;
    if (!hyphenated && ending.endsWith("-")) continue;
    const nextFoot = next.filter(hasText).slice(-FOOTER_LINES);
    if (nextFoot.some((line) => sameButNumbers(line, ending))) continue;
    const end = SENTENCE_END.exec(opening);
    const sentence = end ? opening.slice(0, end.index + end[0].length) : null;
    let carried: string;
    if (sentence && sentence.split(/\s+/).length <= MAX_CARRIED_WORDS) carried = sentence;
    else if (hyphenated) carried = going[0];
    else continue;
    body[last] = hyphenated ? ending.slice(0, -1) + carried : `${ending} ${carried}`;
    const rest = opening.slice(carried.length).trim();
    next.splice(first, 1, ...(rest ? [rest] : []));
  }
}

const hasText = (line: string) => line.trim() !== "";

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
