import "server-only";
import { sourcePlace } from "@/lib/chat/source-place";
import type { AnswerSource, RetrievedChunk } from "@/server/ai/types";

// "[2]" or a model's "[1, 3]"; optional horizontal space before it, so removing one leaves no gap.
const CITATION = /[ \t]*\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

/**
 * The source a chunk stands for when cited as [number]: a PDF's page, or the slide, sheet, section or
 * time range of a document that has no pages (its `page` then stays null, not a slide's number).
 */
export function sourceOf(chunk: RetrievedChunk, number: number): AnswerSource {
  const source = { number, kind: chunk.sourceKind, id: chunk.sourceId, title: chunk.title, page: chunk.page };
  const place = chunk.sourceKind === "document" ? sourcePlace(chunk.extension, chunk) : null;
  return place ? { ...source, page: null, place } : source;
}

/** Two chunks of the same source page are one source to the reader, under one number. */
const sourceKey = (chunk: RetrievedChunk) => `${chunk.sourceKind}:${chunk.sourceId}:${chunk.page ?? ""}`;

/**
 * Citation numbers in order of first appearance (issue 24 point 9): call `numberFor` for each cited
 * chunk in reading order; the first source cited is [1], the next new one [2], a source cited again
 * keeps its number, and `sources` lists them in that order. Both engines number through this, so an
 * answer's markers and its sources list always agree.
 */
export function citationNumbering(): {
  numberFor: (chunk: RetrievedChunk) => number;
  sources: AnswerSource[];
} {
  const shown = new Map<string, number>();
  const sources: AnswerSource[] = [];
  const numberFor = (chunk: RetrievedChunk): number => {
    const key = sourceKey(chunk);
    const known = shown.get(key);
    if (known !== undefined) return known;
    const number = shown.size + 1;
    shown.set(key, number);
    sources.push(sourceOf(chunk, number));
    return number;
  };
  return { numberFor, sources };
}

/**
 * Keeps only the citations that name one of the chunks (an invented "[9]" is dropped) and writes lists
 * as "[1][3]". The model cites by chunk number; the reader gets the numbers of `citationNumbering`.
 */
export function resolveCitations(
  text: string,
  chunks: RetrievedChunk[],
): { text: string; sources: AnswerSource[] } {
  const { numberFor, sources } = citationNumbering();
  const cleaned = text.replace(CITATION, (match, list: string) => {
    const numbers = list
      .split(",")
      .map(Number)
      .filter((n) => n >= 1 && n <= chunks.length)
      .map((n) => numberFor(chunks[n - 1]));
    if (numbers.length === 0) return "";
    const leadingSpace = match.slice(0, match.indexOf("["));
    return leadingSpace + [...new Set(numbers)].map((n) => `[${n}]`).join("");
  });
  return { text: cleaned.trim(), sources };
}
