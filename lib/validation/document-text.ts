import { z } from "zod";
import type { PlaceKind } from "@/lib/chat/source-place";

/**
 * GET /api/documents/{id}/text?page=N (issue 22 point 4): the text the assistant read from a processed
 * document, one page at a time, where a "page" is what the format has: a PDF page, a slide, a sheet, a
 * section under a heading, or the whole text of a file that has none. Shared by the route and the
 * training screen's "extracted text" dialog.
 */
export const ZDocumentTextQuery = z.object({
  page: z.coerce
    .number({ error: "invalidInput" })
    .int("invalidInput")
    .min(1, "invalidInput")
    .max(1_000_000, "invalidInput")
    .default(1),
});
export type DocumentTextQuery = z.infer<typeof ZDocumentTextQuery>;

/** What one "page" of extracted text is, which decides how its label reads. */
export type ExtractedTextKind = PlaceKind;

/** An entry of the table of contents: 1-based number and its label, already in the reader's language. */
export type ExtractedTextPageDto = { number: number; label: string };

/** A passage as the assistant indexed and cites it; `heading` is the one it is filed under, if any. */
export type ExtractedPassageDto = { heading: string | null; text: string };

export type DocumentTextDto = {
  document_id: string;
  filename: string;
  kind: ExtractedTextKind;
  /** Every page, in reading order (empty when the document left no text in the index). */
  pages: ExtractedTextPageDto[];
  /** The page asked for, or null when there are no pages. */
  page: (ExtractedTextPageDto & { passages: ExtractedPassageDto[] }) | null;
};
