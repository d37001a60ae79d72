import "server-only";
import { TRANSCRIPT_PAGE_SECONDS } from "@/lib/chat/source-place";
import type { TextSection } from "./chunk";

/**
 * A recording's transcript as sections for the chunker (issue 22 point 3): its timed segments grouped
 * by the minute they start in, each minute a "page" (page N: from minute N − 1 to minute N), so a
 * passage is cited with its time range and the extracted-text view reads minute by minute. A segment
 * is never split: one that runs past the minute stays with the minute it starts in.
 */
export function transcriptSections(segments: { start: number; text: string }[]): TextSection[] {
  const pages = new Map<number, string[]>();
  for (const segment of segments) {
    const text = segment.text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const page = Math.floor(Math.max(0, segment.start) / TRANSCRIPT_PAGE_SECONDS) + 1;
    pages.set(page, [...(pages.get(page) ?? []), text]);
  }
  return [...pages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([page, texts]) => ({ page, heading: null, text: texts.join(" ") }));
}
