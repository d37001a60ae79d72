import type { ReportedInteraction } from "./types";

/**
 * The report's CSV export (spec §9), built in the browser from the API's rows: UTF-8 with a byte-order
 * mark so Excel (as used in Mexico) opens accents correctly, CRLF rows (RFC 4180), and cells that a
 * spreadsheet would run as a formula neutralised (OWASP "CSV injection").
 */
export type CsvLabels = {
  columns: { date: string; question: string; response: string; rating: string; user: string };
  ratings: { positive: string; negative: string; unrated: string };
  /** Who asked, when the user has since been deleted. */
  deletedUser: string;
};

const BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function interactionsCsv(rows: readonly ReportedInteraction[], labels: CsvLabels): string {
  const { columns, ratings } = labels;
  const header = [columns.date, columns.question, columns.response, columns.rating, columns.user];
  const lines = rows.map((row) => [
    row.timestamp,
    row.user_question,
    row.bot_response,
    row.user_rating ? ratings[row.user_rating] : ratings.unrated,
    // Issue 24: the person's e-mail, not their internal id (spec §9's "user id" column).
    row.user_email ?? labels.deletedUser,
  ]);
  return (
    BYTE_ORDER_MARK + [header, ...lines].map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n"
  );
}

/** `<base>_<YYYY-MM-DD>.csv` with the export's local date, e.g. todas_interacciones_2026-11-23.csv. */
export function csvFileName(base: string, date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${base}_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
