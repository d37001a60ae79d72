import "server-only";

/**
 * What a PDF's layout adds to its text, recognised by structure rather than by one document's
 * punctuation (issue 21): lines repeated in the margins of page after page (running footers such as
 * «RIT-RH-001 Rev. 04 · Página 3 de 17»), a line that only marks its page, contents pages and
 * indexes, and words or codes cut by a line break. Repeated on every page, it matches almost any
 * question and, quoted, answers nothing.
 */

/** How many lines at each end of a page count as its margins. */
const MARGIN_LINES = 2;
/** A margin line is repeated layout when it recurs on at least this share of the pages… */
const REPEATED_SHARE = 0.3;
/** …and on at least this many pages. */
const REPEATED_MIN_PAGES = 3;
const MAX_MARGIN_CHARS = 160;

// Numbers change from page to page («Página 3 de 17», «Rev. 04» stays): digits are masked when lines
// are compared, and roman numerals of the front matter too.
const maskNumbers = (line: string) =>
  line
    .toLowerCase()
    .replace(/\d+/g, "#")
    .replace(/\b[ivxlc]{1,7}\b/g, "#")
    .replace(/\s+/g, " ")
    .trim();

// A line that says nothing but where the page is: «12», «- 12 -», «Página 3 de 17», «Page 3 of 17», «3/17».
const PAGE_MARKER =
  /^[-–—\s]*(?:(?:p[áa]g(?:ina)?|page|hoja)\.?\s*)?\d{1,4}(?:\s*(?:de|of|\/)\s*\d{1,4})?[-–—\s]*$/i;

export const isPageMarker = (line: string) => PAGE_MARKER.test(line.trim());

/**
 * The lines (numbers masked) found in the margins of many pages and never in their body: running
 * headers and footers. A line whose shape also fills pages' bodies («2.1 La política…», «Zona 3 …
 * $260») is content laid out alike, not layout. A document of one or two pages has none.
 */
export function repeatedMarginLines(pages: { text: string }[]): Set<string> {
  const pagesWith = new Map<string, number>();
  const inBody = new Set<string>();
  for (const page of pages) {
    const lines = page.text.split("\n").filter((line) => line.trim());
    const margins = new Set([...lines.slice(0, MARGIN_LINES), ...lines.slice(-MARGIN_LINES)]);
    for (const line of lines.slice(MARGIN_LINES, -MARGIN_LINES)) inBody.add(maskNumbers(line));
    for (const line of margins) {
      if (line.length > MAX_MARGIN_CHARS) continue;
      const key = maskNumbers(line);
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
    }
  }
  const needed = Math.max(REPEATED_MIN_PAGES, Math.ceil(pages.length * REPEATED_SHARE));
  return new Set(
    [...pagesWith]
      .filter(([key, count]) => count >= needed && !inBody.has(key) && /\p{L}|#/u.test(key))
      .map(([key]) => key),
  );
}

/** Whether a line is one of `repeated`'s (a running header or footer), numbers aside. */
export const isRepeatedMarginLine = (line: string, repeated: Set<string>) => repeated.has(maskNumbers(line));

/** Whether two lines are the same but for their numbers («Página 2 de 9», «Página 3 de 9»). */
export const sameButNumbers = (a: string, b: string) => maskNumbers(a) === maskNumbers(b);

/**
 * `text` without its bare page markers and without the repeated margin lines already met on an
 * earlier page (`seen`, filled as pages are read in order). A footer often carries a phone number or
 * a validity date, so its first copy is kept and indexed once; the copies on every other page only
 * repeat it.
 */
export function withoutMarginNoise(text: string, repeated: Set<string>, seen: Set<string>): string {
  const lines = text.split("\n");
  const nonEmpty = lines.map((line, index) => (line.trim() ? index : -1)).filter((index) => index >= 0);
  const margins = new Set([...nonEmpty.slice(0, MARGIN_LINES), ...nonEmpty.slice(-MARGIN_LINES)]);
  return lines
    .filter((line, index) => {
      if (!margins.has(index)) return true;
      if (isPageMarker(line)) return false;
      const key = maskNumbers(line);
      if (!repeated.has(key)) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join("\n");
}

// An entry of a contents page or an index: words, then a page number (or several, in an index) at
// the end of the line, with or without dot leaders: «Faltas, permisos e incapacidades 8».
const ENTRY_LINE = /\p{L}.*?(?:[\s.·…_-])(?:\d{1,4}|[ivxlc]{1,7})(?:\s*[,–-]\s*\d{1,4})*\s*$/iu;
/** A contents page or an index is mostly entries… */
const ENTRY_SHARE = 0.6;
/** …and has several of them. */
const MIN_ENTRIES = 5;
/** Contents come in the first pages of a document and indexes in the last ones. */
const FRONT_OR_BACK_SHARE = 0.15;
const FRONT_OR_BACK_MIN_PAGES = 3;

/**
 * Whether page `index` of `total` is a contents page or an index: near the start or the end of the
 * document, most of its lines are entries, and their page numbers never point past the document's
 * end by much (a table of amounts or quantities has larger numbers, and it is rarely on a cover page).
 */
export function isContentsPage(text: string, index: number, total: number): boolean {
  const reach = Math.max(FRONT_OR_BACK_MIN_PAGES, Math.ceil(total * FRONT_OR_BACK_SHARE));
  if (index >= reach && index < total - reach) return false;
  const lines = text.split("\n").filter((line) => line.trim());
  const entries = lines.filter((line) => ENTRY_LINE.test(line.trim()));
  if (entries.length < MIN_ENTRIES || entries.length < lines.length * ENTRY_SHARE) return false;
  const pageNumbers = entries.map((line) => Number(/(\d+)\D*$/.exec(line)?.[1] ?? 0));
  // Printed page numbers may be offset from the file's (covers, front matter): allow some slack.
  return pageNumbers.every((page) => page <= total * 2 + 10);
}

// A contents entry's page number after a space or dot leaders: not a code's number («CS-120»).
const PAGE_REFERENCE = /\p{L}.*?[\s.·…_](\d{1,4})\s*$/u;

/**
 * The lines of a table of contents that shares its page with text (a catalogue's «Contenido» above
 * its presentation): near the start or the end of the document, a run of `MIN_ENTRIES` or more
 * lines that each end in a page number, the numbers never going down and never past the document's
 * end by much. A table's column of figures is rarely in that order on a front page; a contents list
 * always is, and left in the text it shares words with almost any question.
 */
export function contentsBlockLines(lines: string[], index: number, total: number): Set<number> {
  const reach = Math.max(FRONT_OR_BACK_MIN_PAGES, Math.ceil(total * FRONT_OR_BACK_SHARE));
  const block = new Set<number>();
  if (index >= reach && index < total - reach) return block;
  let run: number[] = [];
  let last = -1;
  const close = () => {
    if (run.length >= MIN_ENTRIES) run.forEach((line) => block.add(line));
    run = [];
    last = -1;
  };
  lines.forEach((line, at) => {
    const page = Number(PAGE_REFERENCE.exec(line.trim())?.[1] ?? NaN);
    if (!(page <= total * 2 + 10)) return close();
    if (page < last) close();
    run.push(at);
    last = page;
  });
  close();
  return block;
}

/**
 * The start of a word hyphenated at the end of a line: two letters at least, and a whole word, not a
 * part of an e-mail address or a code, whose hyphen is its own («〈soporte-ventas@…», «debian-l10n»).
 */
export const HYPHENATED_WORD_START = String.raw`(?<![\p{L}\p{N}〈<@_-])\p{L}\p{Ll}+`;

const HYPHENATED_WORD = new RegExp(`(${HYPHENATED_WORD_START})-\\n(\\p{Ll}{2,})`, "gu");

/**
 * Words a line break cut in two, joined again: a word hyphenated at the end of a line
 * («incapaci-\ndades» → «incapacidades», «Hu-\nmanos» → «Humanos») and a code broken after its
 * hyphen («RH-\n03» → «RH-03»). A soft hyphen that ends a line is read as a hyphen (the page's last
 * line may go on on the next page: pdf-sections.ts); others are dropped.
 */
export function joinBrokenWords(text: string): string {
  return text
    .replace(/\u00ad(?=\n|$)/g, "-")
    .replace(/\u00ad/g, "")
    .replace(HYPHENATED_WORD, "$1$2")
    .replace(/([\p{Lu}\d]+)-\n([\p{Lu}\d]+)\b/gu, "$1-$2");
}
