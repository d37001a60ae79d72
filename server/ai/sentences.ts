import "server-only";

/** A piece of a chunk an extractive answer can quote: a sentence or one list item. */
export interface TextUnit {
  text: string;
  listItem: boolean;
}

// "- item", "* item", "• item", "1. item", "2) item".
const LIST_ITEM = /^\s*(?:[-*•·]|\d{1,3}[.)])\s+/;

// End punctuation, closing quotes or brackets, space, then something that can open a sentence.
const BOUNDARY = /[.!?…]+["”»)\]]*\s+(?=[\p{Lu}\p{N}¿¡"“«(])/gu;

// Words that end in a period without ending the sentence (Spanish and English), unaccented.
const ABBREVIATIONS = new Set(
  (
    "sr sra srta sres dr dra lic ing arq prof mtro mtra ud uds ej aprox av avda col depto dpto tel ext " +
    "pag pags num nro art cap vol fig cia mr mrs ms jr st inc ltd co corp dept approx vs"
  ).split(" "),
);
// "No. 5" and "núm. 3" abbreviate only before a number; "No." alone ends a Spanish answer.
const ABBREVIATIONS_BEFORE_NUMBER = new Set(["no", "n"]);

function endsWithAbbreviation(before: string, next: string): boolean {
  const word = /(\p{L}+)$/u.exec(before)?.[1];
  if (!word) return false;
  // A capital letter alone is an initial ("J. Pérez", "S. A."); "9:00 h." ends a sentence.
  if (/^\p{Lu}$/u.test(word)) return true;
  const folded = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (ABBREVIATIONS.has(folded)) return true;
  return ABBREVIATIONS_BEFORE_NUMBER.has(folded) && /\d/.test(next);
}

function splitParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    const isPeriod = match[0][0] === ".";
    if (isPeriod && endsWithAbbreviation(paragraph.slice(start, match.index), paragraph[end] ?? "")) continue;
    sentences.push(paragraph.slice(start, end).trim());
    start = end;
  }
  sentences.push(paragraph.slice(start).trim());
  return sentences.filter(Boolean);
}

/**
 * Splits a chunk into sentences and list items. Lines of a paragraph are joined first (the chunker
 * treats a single line break as a space), but every list line stays a unit of its own.
 */
export function splitIntoUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length)
      units.push(...splitParagraph(paragraph.join(" ")).map((s) => ({ text: s, listItem: false })));
    paragraph = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (LIST_ITEM.test(line)) {
      flush();
      units.push({ text: line.replace(LIST_ITEM, "").trim(), listItem: true });
    } else if (line.trim() === "") flush();
    else paragraph.push(line.trim());
  }
  flush();
  return units;
}
