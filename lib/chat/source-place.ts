/**
 * Where in a document a cited passage sits, when that is not a PDF page (issue 22 point 2): a slide,
 * a spreadsheet's sheet, a section under a heading, or a stretch of an audio or video transcript
 * (point 3). Shared by the server (it decides the place from the document's format and the chunk's
 * page and heading) and the chat (it names the place in the sources list). A PDF page stays the
 * source's `page`.
 */
export type SourcePlace =
  | { kind: "slide"; number: number }
  | { kind: "sheet"; name: string }
  | { kind: "section"; name: string }
  /** Seconds from the start of the recording. */
  | { kind: "time"; start: number; end: number };

/** What one "page" of a document is, by its format. */
export type PlaceKind = "page" | "slide" | "sheet" | "section" | "time" | "image" | "text";

const KIND_BY_EXTENSION: Record<string, PlaceKind> = {
  pdf: "page",
  pptx: "slide",
  xlsx: "sheet",
  ods: "sheet",
  docx: "section",
  md: "section",
  html: "section",
  htm: "section",
  jpg: "image",
  jpeg: "image",
  png: "image",
  gif: "image",
  webp: "image",
  mp4: "time",
  mov: "time",
  avi: "time",
  webm: "time",
  mp3: "time",
  m4a: "time",
  wav: "time",
  ogg: "time",
};

export const placeKindOf = (extension: string): PlaceKind => KIND_BY_EXTENSION[extension] ?? "text";

/**
 * A transcript's "page" is a minute of the recording: page N holds the speech that starts between
 * minute N − 1 and minute N (server/ingest/transcript.ts), so its time range follows from N.
 */
export const TRANSCRIPT_PAGE_SECONDS = 60;

export const transcriptPageRange = (page: number) => ({
  start: (page - 1) * TRANSCRIPT_PAGE_SECONDS,
  end: page * TRANSCRIPT_PAGE_SECONDS,
});

/**
 * The place of a passage of a document with this extension, given the page and heading its chunk was
 * stored with; null for a PDF page (the source's `page` says it) or when the format has no place.
 */
export function sourcePlace(
  extension: string | null | undefined,
  chunk: { page: number | null; heading: string | null },
): SourcePlace | null {
  const heading = chunk.heading?.trim() ?? "";
  switch (placeKindOf(extension ?? "")) {
    case "slide":
      return chunk.page ? { kind: "slide", number: chunk.page } : null;
    case "sheet":
      return heading ? { kind: "sheet", name: heading } : null;
    case "section":
      // The heading path's last step ("Reglamento › Devoluciones" → "Devoluciones") names the section.
      return heading ? { kind: "section", name: heading.split(" › ").at(-1)!.trim() } : null;
    case "time":
      return chunk.page ? { kind: "time", ...transcriptPageRange(chunk.page) } : null;
    default:
      return null;
  }
}

/** 75 → "00:01:15". */
export function formatTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}

/** A translator of the "SourcePlace" messages (next-intl's, on the server or in a component). */
type PlaceTranslator = (
  key: "slide" | "sheet" | "section" | "time",
  values: Record<string, string | number>,
) => string;

/** «Diapositiva 3», «Hoja: Precios», «Sección: Devoluciones», «00:01:00–00:02:00». */
export function placeLabel(place: SourcePlace, t: PlaceTranslator): string {
  switch (place.kind) {
    case "slide":
      return t("slide", { number: place.number });
    case "sheet":
      return t("sheet", { name: place.name });
    case "section":
      return t("section", { name: place.name });
    case "time":
      return t("time", { start: formatTimestamp(place.start), end: formatTimestamp(place.end) });
  }
}
