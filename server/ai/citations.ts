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

/**
 * Keeps only the citations that name one of the chunks (an invented "[9]" is dropped), writes lists as
 * "[1][3]", and returns the cited sources by ascending number.
 */
export function resolveCitations(
  text: string,
  chunks: RetrievedChunk[],
): { text: string; sources: AnswerSource[] } {
  const cited = new Set<number>();
  const cleaned = text.replace(CITATION, (match, list: string) => {
    const numbers = list
      .split(",")
      .map(Number)
      .filter((n) => n >= 1 && n <= chunks.length);
    if (numbers.length === 0) return "";
    numbers.forEach((n) => cited.add(n));
    const leadingSpace = match.slice(0, match.indexOf("["));
    return leadingSpace + numbers.map((n) => `[${n}]`).join("");
  });
  const sources = [...cited].sort((a, b) => a - b).map((n) => sourceOf(chunks[n - 1], n));
  return { text: cleaned.trim(), sources };
}
