import { formatSortableDate, formatSortableDateTime } from "@/lib/dates/format";
import type { ReportedInteraction } from "./types";

/**
 * The report's CSV export (spec §9, issue 24 point 8), built in the browser from the API's rows: UTF-8
 * with a byte-order mark so Excel (as used in Mexico) opens accents correctly, CRLF rows (RFC 4180),
 * and cells that a spreadsheet would run as a formula neutralised (OWASP "CSV injection"). Dates are
 * "YYYY-MM-DD HH:mm:ss" on the organisation's clock, the zone named in the column's header; people
 * are named by name and e-mail, not by an id; the assistant asked (issue 23) by its name, last so the
 * earlier columns keep their places.
 */
export type CsvLabels = {
  /** The date column's header, given the zone: "fecha (America/Mexico_City)". */
  date: (timeZone: string) => string;
  columns: {
    question: string;
    response: string;
    rating: string;
    userName: string;
    userEmail: string;
    assistant: string;
  };
  ratings: { positive: string; negative: string; unrated: string };
  /** The name shown for an interaction whose user was deleted since. */
  deletedUser: string;
};

const BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function interactionsCsv(
  rows: readonly ReportedInteraction[],
  labels: CsvLabels,
  timeZone: string,
): string {
  const { columns, ratings } = labels;
  const header = [
    labels.date(timeZone),
    columns.question,
    columns.response,
    columns.rating,
    columns.userName,
    columns.userEmail,
    columns.assistant,
  ];
  const lines = rows.map((row) => [
    formatSortableDateTime(row.timestamp, timeZone),
    row.user_question,
    row.bot_response,
    row.user_rating ? ratings[row.user_rating] : ratings.unrated,
    row.user_name ?? labels.deletedUser,
    row.user_email ?? "",
    row.assistant_name ?? "",
  ]);
  return (
    BYTE_ORDER_MARK + [header, ...lines].map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n"
  );
}

/** `<base>_<YYYY-MM-DD>.csv` with the export's day in the organisation's zone, e.g. todas_interacciones_2026-11-23.csv. */
export function csvFileName(base: string, date: Date, timeZone: string): string {
  return `${base}_${formatSortableDate(date, timeZone)}.csv`;
}
