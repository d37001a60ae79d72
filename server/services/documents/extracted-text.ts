import "server-only";
import { formatTimestamp, placeKindOf, transcriptPageRange } from "@/lib/chat/source-place";
import type { Locale } from "@/lib/i18n/locales";
import type { DocumentTextDto, ExtractedTextKind } from "@/lib/validation/document-text";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { serverTranslator } from "@/server/i18n";
import { getDocument } from "@/server/services/documents/library";

/**
 * "See what the assistant read" (issue 22 point 4): a processed document's indexed passages, read back
 * page by page so an admin can check an OCR result or a conversion. The passages are the chunks
 * retrieval ranks and answers cite, exactly as stored, grouped by where the ingestion recorded them:
 * a PDF's page and a slide's number in `Chunk.page` (server/ingest/pdf.ts, pptx.ts), a sheet's name and
 * a section's heading path in `Chunk.heading` (spreadsheet.ts, docx.ts, markdown.ts, html-text.ts); a
 * text, CSV or image has neither and reads as one text.
 */

/**
 * A page holds at most this many passages (about 3,600 words); a longer sheet or text is shown in
 * parts ("Hoja «Precios» (parte 2 de 5)"), so one answer never carries a whole 25 MB spreadsheet.
 */
export const PASSAGES_PER_PAGE_MAX = 12;

/** The same kinds a citation names (lib/chat/source-place.ts): a recording's "page" is a minute. */
export const extractedTextKind = (extension: string): ExtractedTextKind => placeKindOf(extension);

/** Where a passage sits: what grouping needs of a chunk, without its text. */
export type PassagePlace = { ordinal: number; page: number | null; heading: string };

/** One page of extracted text: the passages from `first` to `last` (ordinals, inclusive). */
export type ExtractedPage = {
  /** The PDF page or slide number, when the format has one. */
  number: number | null;
  /** The sheet's name, the section's heading path or the slide's title ("" when it has none). */
  name: string;
  part: number;
  parts: number;
  first: number;
  last: number;
};

/**
 * Splits a document's passages, in order, into pages: consecutive passages with the same page number
 * (PDF, slides) or heading (sheets, sections) form one, cut into parts of PASSAGES_PER_PAGE_MAX.
 */
export function groupPassages(kind: ExtractedTextKind, places: PassagePlace[]): ExtractedPage[] {
  const keyOf = (place: PassagePlace): string => {
    if (kind === "page" || kind === "slide" || kind === "time") return String(place.page);
    if (kind === "sheet" || kind === "section") return place.heading;
    return "";
  };
  const runs: PassagePlace[][] = [];
  for (const place of places) {
    const run = runs.at(-1);
    if (run && keyOf(run[0]) === keyOf(place)) run.push(place);
    else runs.push([place]);
  }
  return runs.flatMap((run) => {
    const parts = Math.ceil(run.length / PASSAGES_PER_PAGE_MAX);
    return Array.from({ length: parts }, (_, index) => {
      const slice = run.slice(index * PASSAGES_PER_PAGE_MAX, (index + 1) * PASSAGES_PER_PAGE_MAX);
      return {
        number: run[0].page,
        // A PDF page's passages may sit under several headings; a slide's is its title.
        name: kind === "page" ? "" : run[0].heading,
        part: index + 1,
        parts,
        first: slice[0].ordinal,
        last: slice.at(-1)!.ordinal,
      };
    });
  });
}

/** A page's label in the reader's language: «Página 3», «Hoja «Precios»», «Diapositiva 2 · Precios». */
export function pageLabel(kind: ExtractedTextKind, page: ExtractedPage, locale: Locale): string {
  const t = serverTranslator(locale, "DocumentText");
  const name = page.name.trim();
  const number = page.number ?? 0;
  const label = (() => {
    switch (kind) {
      case "page":
        return t("page", { number });
      case "slide":
        // A slide's heading is its title: worth seeing when choosing one.
        return name ? t("slideTitled", { number, title: name }) : t("slide", { number });
      case "sheet":
        return name ? t("sheet", { name }) : t("untitledSheet");
      case "section":
        return name ? t("section", { name }) : t("untitledSection");
      case "time": {
        const range = transcriptPageRange(number);
        return t("time", { start: formatTimestamp(range.start), end: formatTimestamp(range.end) });
      }
      case "image":
        return t("image");
      case "text":
        return t("text");
    }
  })();
  return page.parts > 1 ? t("part", { label, part: page.part, parts: page.parts }) : label;
}

const documentSource = (organizationId: string, documentId: string) =>
  ({ organizationId, sourceKind: "document", sourceId: documentId }) as const;

/**
 * Page `pageNumber` (1-based) of a processed document's extracted text, with the table of contents.
 * Another organisation's document is not found; one that is not processed has no text to show (409),
 * and a page past the last is not found.
 */
export async function readExtractedText(
  organizationId: string,
  documentId: string,
  pageNumber: number,
  locale: Locale,
): Promise<DocumentTextDto> {
  const document = await getDocument(organizationId, documentId);
  if (document.status !== "processed") throw new AppError("CONFLICT", "documentTextNotReady");
  const db = await getDb();
  const source = documentSource(organizationId, documentId);
  const places = await db.chunk.findMany({
    where: source,
    select: { ordinal: true, page: true, heading: true },
    orderBy: { ordinal: "asc" },
  });
  const kind = extractedTextKind(document.extension);
  const pages = groupPassages(kind, places);
  const contents = pages.map((page, index) => ({ number: index + 1, label: pageLabel(kind, page, locale) }));
  const dto = { document_id: document.id, filename: document.filename, kind, pages: contents };
  if (pages.length === 0 && pageNumber === 1) return { ...dto, page: null };
  const page = pages[pageNumber - 1];
  if (!page) throw new AppError("NOT_FOUND", "documentTextPageNotFound", { values: { pages: pages.length } });
  const passages = await db.chunk.findMany({
    where: { ...source, ordinal: { gte: page.first, lte: page.last } },
    select: { heading: true, text: true },
    orderBy: { ordinal: "asc" },
  });
  return {
    ...dto,
    page: {
      ...contents[pageNumber - 1],
      passages: passages.map((passage) => ({ heading: passage.heading || null, text: passage.text })),
    },
  };
}
