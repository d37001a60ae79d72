import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/server/i18n";

/**
 * A document's notes are stored as a message key of the "DocumentNotes" namespace with its values,
 * and rendered in the reader's language when the document is sent, so an admin reading in English
 * does not see a note written while the server answered someone in Spanish.
 */
export type DocumentNote = { key: DocumentNoteKey; values?: Record<string, number> };

export type DocumentNoteKey =
  | "pdfProcessed"
  | "pdfProcessedWithSkippedPages"
  | "csvProcessed"
  | "csvTruncated"
  | "noExtractableText"
  | "pdfTooManyPages"
  | "pdfTimeout"
  | "pdfEncrypted"
  | "pdfCorrupt"
  | "csvUnreadable"
  | "csvEmpty"
  | "textProcessed"
  | "spreadsheetProcessed"
  | "spreadsheetTruncated"
  | "slidesProcessed"
  | "fileUnreadable"
  | "fileInflatesTooMuch"
  | "noTextInFile"
  | "imageRead"
  | "ocrNoText"
  | "pdfProcessedWithOcr"
  | "pdfNoTextAfterOcr"
  | "mediaTranscribed"
  | "transcriptionFailed"
  | "transcriptionUnreachable"
  | "transcriptionNoSpeech"
  | "processingFailed"
  | "processingInterruptedRepeatedly"
  | "indexUpdateFailed"
  // Written by versions before the indexing queue resumed interrupted documents; still shown.
  | "processingInterrupted";

export function encodeNote(note: DocumentNote): string {
  return JSON.stringify(note);
}

/** The stored note in the reader's language; text that is not an encoded note is shown as it is. */
export function renderNote(stored: string | null, locale: Locale): string | null {
  if (stored === null) return null;
  let note: DocumentNote;
  try {
    note = JSON.parse(stored) as DocumentNote;
  } catch {
    return stored;
  }
  const t = serverTranslator(locale, "DocumentNotes") as unknown as {
    (key: string, values?: Record<string, number>): string;
    has(key: string): boolean;
  };
  return typeof note?.key === "string" && t.has(note.key) ? t(note.key, note.values) : stored;
}
