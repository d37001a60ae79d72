import "server-only";

import { htmlToPlainText } from "@/lib/validation/knowledge";

/**
 * Splits sources into the passages retrieval ranks and answers cite (DESIGN §7: ~200–400 words, on
 * headings and paragraphs, keeping page numbers). A chunk never spans two sections, so it never
 * crosses a page or a heading, and its page and heading stay true for every word in it.
 */
export const CHUNK_TARGET_WORDS = 300;
export const CHUNK_MAX_WORDS = 400;
export const CHUNK_MIN_WORDS = 50;

/** Paragraphs are separated by a blank line; single line breaks are ordinary whitespace. */
export interface TextSection {
  text: string;
  heading?: string | null;
  page?: number | null;
}

export interface Chunk {
  /** 0-based position across all chunks of the source. */
  ordinal: number;
  page: number | null;
  heading: string | null;
  text: string;
}

export interface ChunkOptions {
  /** A chunk is closed once it reaches this many words. */
  targetWords?: number;
  /** No chunk is longer: a paragraph past it is split at sentences, a sentence past it by words. */
  maxWords?: number;
  /** A section's last chunk below this is folded into the previous one when it fits. */
  minWords?: number;
}

/** A paragraph, or a piece of one that was too long to keep whole. */
interface Unit {
  text: string;
  words: number;
  startsParagraph: boolean;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

// A sentence ends at . ! ? or … followed by whitespace and what can open the next sentence.
const SENTENCE_BOUNDARY = /(?<=[.!?…]["”»)]?)\s+(?=[\p{Lu}\p{N}¿¡"“«(])/u;

function splitLongParagraph(paragraph: string, maxWords: number): string[] {
  return paragraph.split(SENTENCE_BOUNDARY).flatMap((sentence) => {
    const words = sentence.split(" ");
    if (words.length <= maxWords) return [sentence];
    const slices: string[] = [];
    for (let start = 0; start < words.length; start += maxWords)
      slices.push(words.slice(start, start + maxWords).join(" "));
    return slices;
  });
}

function unitsOf(text: string, maxWords: number): Unit[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .flatMap((paragraph) => {
      const pieces =
        countWords(paragraph) <= maxWords ? [paragraph] : splitLongParagraph(paragraph, maxWords);
      return pieces.map((piece, index) => ({
        text: piece,
        words: countWords(piece),
        startsParagraph: index === 0,
      }));
    });
}

const joinUnits = (units: Unit[]) =>
  units.map((unit, index) => (index === 0 ? "" : unit.startsParagraph ? "\n\n" : " ") + unit.text).join("");

/** Greedy packing: small paragraphs are merged until the target, never past the maximum. */
function packUnits(units: Unit[], { targetWords, maxWords, minWords }: Required<ChunkOptions>): Unit[][] {
  const groups: Unit[][] = [];
  let current: Unit[] = [];
  let words = 0;
  const close = () => {
    if (current.length > 0) groups.push(current);
    current = [];
    words = 0;
  };
  for (const unit of units) {
    if (words > 0 && words + unit.words > maxWords) close();
    current.push(unit);
    words += unit.words;
    if (words >= targetWords) close();
  }
  close();

  const last = groups.at(-1);
  const previous = groups.at(-2);
  const wordsIn = (group: Unit[]) => group.reduce((sum, unit) => sum + unit.words, 0);
  if (last && previous && wordsIn(last) < minWords && wordsIn(previous) + wordsIn(last) <= maxWords) {
    groups.splice(-2, 2, [...previous, ...last]);
  }
  return groups;
}

export function chunkText(sections: TextSection[], options: ChunkOptions = {}): Chunk[] {
  const settings: Required<ChunkOptions> = {
    targetWords: options.targetWords ?? CHUNK_TARGET_WORDS,
    maxWords: options.maxWords ?? CHUNK_MAX_WORDS,
    minWords: options.minWords ?? CHUNK_MIN_WORDS,
  };
  const chunks: Chunk[] = [];
  for (const section of sections) {
    const heading = section.heading?.replace(/\s+/g, " ").trim() || null;
    for (const group of packUnits(unitsOf(section.text, settings.maxWords), settings)) {
      chunks.push({ ordinal: chunks.length, page: section.page ?? null, heading, text: joinUnits(group) });
    }
  }
  return chunks;
}

const HEADING_ELEMENT = /<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;
// Where one paragraph of a knowledge block ends and the next begins. A <br> is a line break inside
// a paragraph, so it only separates words (htmlToPlainText does that).
const PARAGRAPH_BOUNDARY = /<\/?(?:p|li|ul|ol)\b[^>]*>/gi;

function htmlBodyToText(html: string): string {
  return html.split(PARAGRAPH_BOUNDARY).map(htmlToPlainText).filter(Boolean).join("\n\n");
}

/**
 * Sections of a knowledge block's sanitised HTML, one per heading. Each section's heading is the
 * path that leads to it ("Title › Envíos › Nacionales"), so a chunk keeps its context even when
 * the heading it sits under is short; text before the first heading sits under the title alone.
 */
export function knowledgeHtmlSections(title: string, html: string): TextSection[] {
  const sections: TextSection[] = [];
  const path: { level: number; text: string }[] = [];
  const headingPath = () =>
    [title, ...path.map((entry) => entry.text)]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" › ");
  let bodyStart = 0;
  for (const match of html.matchAll(HEADING_ELEMENT)) {
    sections.push({ heading: headingPath(), text: htmlBodyToText(html.slice(bodyStart, match.index)) });
    const level = Number(match[1]);
    while (path.length > 0 && path[path.length - 1].level >= level) path.pop();
    path.push({ level, text: htmlToPlainText(match[2]) });
    bodyStart = match.index + match[0].length;
  }
  sections.push({ heading: headingPath(), text: htmlBodyToText(html.slice(bodyStart)) });
  return sections.filter((section) => section.text !== "");
}

export function chunkKnowledgeHtml(title: string, html: string, options?: ChunkOptions): Chunk[] {
  return chunkText(knowledgeHtmlSections(title, html), options);
}
