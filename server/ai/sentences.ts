import "server-only";
import { ABBREVIATIONS, ABBREVIATIONS_BEFORE_NUMBER } from "@/server/ai/tuning";
import { isNumberedHeading } from "@/server/ingest/pdf-sections";

/** A piece of a chunk an extractive answer can quote: a sentence or one list item. */
export interface TextUnit {
  text: string;
  listItem: boolean;
  /** The numbered section heading this unit opens ("3.2.1. El nombre del equipo"), if any. */
  section?: string;
  /** A record of named fields (a CSV row): one row of a table, whole. */
  record?: true;
}

// A letter that marks a list's item opens a capitalised one: «b) Cubrir…», not «a) y b) son…».
const LETTER = String.raw`\p{Ll}\)(?=\s+\p{Lu})`;

// "- item", "* item", "• item", "1. item", "2) item", "b) Item".
const LIST_ITEM = new RegExp(String.raw`^\s*(?:[-*•·]|\d{1,3}[.)]|${LETTER})\s+`, "u");

// End punctuation, closing quotes or brackets, space, then something that can open a sentence: a
// capital, a number, or a lettered item («… de fabricación. b) Cubrir…»), which a colon also opens
// («se compromete a: a) Reparar…»).
const BOUNDARY = new RegExp(
  String.raw`[.!?…]+["”»)\]]*\s+(?=[\p{Lu}\p{N}¿¡"“«(]|${LETTER})|:\s+(?=${LETTER})`,
  "gu",
);

function endsWithAbbreviation(before: string, next: string): boolean {
  const word = /(\p{L}+)$/u.exec(before)?.[1];
  if (!word) return false;
  // A capital letter alone is an initial ("J. Pérez", "S. A."); "9:00 h." ends a sentence.
  if (/^\p{Lu}$/u.test(word)) return true;
  const folded = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (ABBREVIATIONS.has(folded)) return true;
  return ABBREVIATIONS_BEFORE_NUMBER.has(folded) && /\d/.test(next);
}

// A list's number after its lead-in ("…los pasos: 1."): it opens the item that follows.
const ENUMERATOR_AFTER_LEAD_IN = /(?<=:)\s*\d{1,3}$/;
const ENUMERATOR = /^\d{1,3}\.$/;
// A sentence that a list number or letter opens: an item of a list run into its paragraph.
const NUMBERED_ITEM = new RegExp(String.raw`^(?:\d{1,3}\.|${LETTER})\s+`, "u");
// A record: three or more "name: value" fields separated by ";" (a CSV row, server/ingest/csv.ts).
const RECORD = /^[^;:]{1,60}: [^;]*(?:; [^;:]{1,60}: [^;]*){2,}$/;

function splitParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    const isPeriod = match[0][0] === ".";
    const before = paragraph.slice(start, match.index);
    if (isPeriod && endsWithAbbreviation(before, paragraph[end] ?? "")) continue;
    // A PDF runs a numbered list into its paragraph: "1." belongs to the item after it.
    if (ENUMERATOR.test(paragraph.slice(start, end).trim())) continue;
    const enumerator = isPeriod && match[0].trim() === "." ? ENUMERATOR_AFTER_LEAD_IN.exec(before) : null;
    const cut = enumerator ? start + enumerator.index : end;
    sentences.push(paragraph.slice(start, cut).trim());
    start = cut;
  }
  sentences.push(paragraph.slice(start).trim());
  return sentences.filter(Boolean);
}

// A PDF may run a bulleted list into the line of its lead-in («cuando recibe: • El formato… • La
// receta…»): a bullet after a colon or a sentence's end opens an item, as a line break does. Elsewhere
// it separates («Lunes a viernes • 9:00 a 18:00»).
const LINES = /\r?\n|(?<=[:.;!?…])\s+(?=•\s)/;

// A section's title run into its first sentence by a PDF that kept no line break after it («3.
// Horarios de ruta Las rutas salen…»): up to six words without a stop, then a capitalised word a
// sentence opens with, then a word in lower case.
const RUN_IN_TITLE = new RegExp(
  String.raw`^(?:[^\s.;:!?]+\s+){0,5}?[^\s.;:!?]*\p{Ll}\s+` +
    String.raw`(?:El|La|Los|Las|Lo|Un|Una|En|Para|Por|Se|Si|No|Cuando|Cada|Durante|Nuestro|Nuestra|Nuestros|Nuestras|Todo|Todos|Toda|Todas|Este|Esta|Estos|Estas|The|This|These|When|If|All|Each|Our)\s+\p{Ll}`,
  "u",
);

/** A list's item, with the marker it was written with ("4.", "b)", "•"). */
export type MarkedItem = { marker: string; text: string };

/**
 * The list items a text opens with: those of a list a page break split, on the page after its lead-in
 * («4. Régimen fiscal. 5. Uso del CFDI. Además se pide…» opens with two). Each sentence must open with
 * its own marker: a sentence after the last item is not one, nor is a section's title, standing alone
 * without closing punctuation («4. Horarios de ruta», then a blank line) or run into its section's
 * first sentence (`RUN_IN_TITLE`).
 */
export function openingListItems(text: string): MarkedItem[] {
  const items: MarkedItem[] = [];
  for (const paragraph of text.trim().split(/\n\s*\n/)) {
    const lines = paragraph.split(LINES).map((line) => line.trim());
    const title =
      lines.length === 1 &&
      !/^[-*•·]/.test(lines[0]) &&
      !/[.;:!?…]$/.test(lines[0]) &&
      isTitleLength(lines[0]);
    if (title) return items;
    for (const line of lines)
      for (const sentence of splitParagraph(line)) {
        const marker = LIST_ITEM.exec(sentence)?.[0];
        const item = marker && sentence.slice(marker.length);
        if (!marker || !item || RUN_IN_TITLE.test(item)) return items;
        items.push({ marker: marker.trim(), text: item });
      }
  }
  return items;
}

/** Short enough to be a section's title rather than an item that lacks its period. */
const isTitleLength = (line: string) => line.split(/\s+/).length <= 8;

/**
 * Splits a chunk into sentences and list items. Lines of a paragraph are joined first (the chunker
 * treats a single line break as a space), but every list line stays a unit of its own, and so does
 * each bullet a PDF ran into its lead-in's line. In a
 * document's chunk, a numbered section heading standing as a paragraph of its own
 * (server/ingest/pdf-sections.ts) is a title, not something to quote: the unit after it carries it as
 * its `section`. Elsewhere such a line is content ("1.5 Litros" as a Q&A answer). A record ("Clave:
 * BAN-0111; …; Exist. CEDIS: 15") is one unit: its fields are one row, and a period in a column's
 * name ("Exist.") does not end it.
 */
export function splitIntoUnits(text: string, { numberedHeadings = false } = {}): TextUnit[] {
  const units: TextUnit[] = [];
  let paragraph: string[] = [];
  let section: string | undefined;
  const push = (unit: TextUnit) => {
    units.push(section ? { ...unit, section } : unit);
    section = undefined;
  };
  const flush = () => {
    const joined = paragraph.join(" ");
    paragraph = [];
    if (!joined) return;
    if (numberedHeadings && isNumberedHeading(joined)) section = joined;
    else if (RECORD.test(joined)) push({ text: joined, listItem: false, record: true });
    else
      for (const sentence of splitParagraph(joined))
        push(
          NUMBERED_ITEM.test(sentence)
            ? { text: sentence.replace(LIST_ITEM, ""), listItem: true }
            : { text: sentence, listItem: false },
        );
  };
  for (const line of text.split(LINES)) {
    if (LIST_ITEM.test(line)) {
      flush();
      // An item is quoted sentence by sentence, like a paragraph: a PDF that lost its line breaks
      // runs a whole numbered section into one line that opens like an item.
      for (const sentence of splitParagraph(line.replace(LIST_ITEM, "").trim()))
        push({ text: sentence.replace(LIST_ITEM, ""), listItem: true });
    } else if (line.trim() === "") flush();
    else paragraph.push(line.trim());
  }
  flush();
  return units;
}
