import "server-only";

/**
 * A CSV becomes text the assistant can quote: each data row reads "Header: value; Header2: value2",
 * so an answer carries the column names with the values. Rows are separated by a blank line, which
 * the chunker treats as a paragraph break, so no row is ever cut in two.
 */
export const CSV_MAX_ROWS = 10_000;

export interface CsvText {
  text: string;
  /** Data rows turned into text (the header row not counted). */
  rows: number;
  /** True when rows past the cap were left out. */
  truncated: boolean;
}

export type Delimiter = "," | ";" | "\t";
const DELIMITERS: readonly Delimiter[] = [",", ";", "\t"];

/**
 * The delimiter that occurs most often outside quotes on the first line. Excel writes ";" wherever
 * the locale's decimal separator is "," (Spain, and many machines in Mexico); ties go to ",", the
 * RFC 4180 default.
 */
export function detectDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let inQuotes = false;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (char === "\n" || char === "\r") break;
    else if (char === "," || char === ";" || char === "\t") counts[char]++;
  }
  return DELIMITERS.reduce((best, delimiter) => (counts[delimiter] > counts[best] ? delimiter : best));
}

const isBlankRecord = (record: string[]) => record.every((cell) => cell.trim() === "");

/**
 * RFC 4180 records: quoted fields may hold delimiters, line breaks and doubled quotes; CRLF, LF and
 * CR all end a record. Lenient where real exports are sloppy: a quote inside an unquoted field is
 * literal text, and an unterminated quote runs to the end of the file. Stops after `maxRecords`.
 */
export function parseCsvRecords(text: string, delimiter: Delimiter, maxRecords = Infinity): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let inQuotes = false;
  let fieldStarted = false; // distinguishes `""` (an empty quoted field) from nothing at all
  const endField = () => {
    record.push(field);
    field = "";
    fieldStarted = false;
  };
  // A blank line is no record: exports end with one, and people leave them between sections.
  const endRecord = () => {
    endField();
    if (!isBlankRecord(record)) records.push(record);
    record = [];
  };

  for (let i = 0; i < text.length && records.length < maxRecords; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else inQuotes = false;
    } else if (char === '"' && field === "" && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (records.length < maxRecords) endRecord();
  return records;
}

const collapseWhitespace = (value: string) => value.replace(/\s+/g, " ").trim();

export function csvToText(text: string, { maxRows = CSV_MAX_ROWS }: { maxRows?: number } = {}): CsvText {
  const withoutBom = text.replace(/^\ufeff/, "");
  // One record more than needed tells whether anything was left out.
  const records = parseCsvRecords(withoutBom, detectDelimiter(withoutBom), maxRows + 2);
  return recordsToText(records, { maxRows });
}

/**
 * Rows of a table whose first row names the columns (a CSV, a spreadsheet's sheet) as text: each data
 * row "Header: value; Header2: value2", rows separated by a blank line.
 */
export function recordsToText(
  records: string[][],
  { maxRows = CSV_MAX_ROWS }: { maxRows?: number } = {},
): CsvText {
  const [header = [], ...data] = records;
  const headers = header.map(collapseWhitespace);
  if (data.length === 0) {
    // A single line is all the file says; keep it rather than return nothing.
    return { text: headers.filter(Boolean).join("; "), rows: 0, truncated: false };
  }
  const kept = data.slice(0, maxRows);
  const lines = kept
    .map((record) =>
      record
        .map((cell, column) => [headers[column] || `#${column + 1}`, collapseWhitespace(cell)] as const)
        .filter(([, value]) => value !== "")
        .map(([name, value]) => `${name}: ${value}`)
        .join("; "),
    )
    .filter((line) => line !== "");
  return { text: lines.join("\n\n"), rows: lines.length, truncated: data.length > maxRows };
}
