import "server-only";

import ExcelJS from "exceljs";
import { Parser } from "htmlparser2";

import type { TextSection } from "./chunk";
import { CSV_MAX_ROWS, recordsToText } from "./csv";
import { readZipTexts, checkZipLimits, zipEntries, ZipLimitError } from "./zip";

/**
 * A workbook (.xlsx with exceljs, .ods read from its content.xml) as one section per sheet, headed by
 * the sheet's name, whose rows read like a CSV's (csv.ts): "Columna: valor; Columna2: valor2", the
 * first non-empty row naming the columns. At most CSV_MAX_ROWS rows in all are kept.
 */

export interface WorkbookText {
  sections: TextSection[];
  /** Sheets with at least one row of text. */
  sheets: number;
  rows: number;
  truncated: boolean;
}

type Sheet = { name: string; records: string[][] };

/** Repeated columns or rows in an .ods are expanded up to this many (empty ones are not expanded). */
const ODS_MAX_REPEAT = 1_000;
const MAX_COLUMNS = 500;

function sheetsToText(sheets: Sheet[], maxRows: number): WorkbookText {
  const sections: TextSection[] = [];
  let rows = 0;
  let truncated = false;
  for (const sheet of sheets) {
    const records = sheet.records.filter((record) => record.some((cell) => cell.trim() !== ""));
    if (records.length === 0) continue;
    const left = maxRows - rows;
    if (left <= 0) {
      truncated = true;
      break;
    }
    const text = recordsToText(records, { maxRows: left });
    if (!text.text) continue;
    sections.push({ heading: sheet.name.trim() || null, text: text.text });
    rows += text.rows;
    truncated ||= text.truncated;
  }
  return { sections, sheets: sections.length, rows, truncated };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A cell's value as a reader sees it: the result of a formula, the text of rich text or a link. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return isoDate(value);
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined || (typeof result === "object" && !(result instanceof Date))
      ? ""
      : cellText(result as ExcelJS.CellValue);
  }
  if ("text" in value) return String(value.text);
  if ("error" in value) return "";
  return "";
}

export async function xlsxToText(bytes: Uint8Array, maxRows = CSV_MAX_ROWS): Promise<WorkbookText> {
  const entries = zipEntries(bytes);
  if (!entries) throw new ZipLimitError("not a ZIP archive");
  checkZipLimits(entries);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  const sheets: Sheet[] = workbook.worksheets
    .filter((worksheet) => worksheet.state !== "veryHidden")
    .map((worksheet) => {
      const records: string[][] = [];
      worksheet.eachRow({ includeEmpty: false }, (row) => {
        if (records.length > maxRows + 1) return;
        const record: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          if (column <= MAX_COLUMNS) record[column - 1] = cellText(cell.value);
        });
        records.push(Array.from(record, (cell) => cell ?? ""));
      });
      return { name: worksheet.name, records };
    });
  return sheetsToText(sheets, maxRows);
}

/** OpenDocument spreadsheet: the tables of content.xml, with their repeated rows and cells. */
export function odsToText(bytes: Uint8Array, maxRows = CSV_MAX_ROWS): WorkbookText {
  const content = readZipTexts(bytes, (name) => name === "content.xml").get("content.xml");
  if (content === undefined) throw new ZipLimitError("no content.xml");
  const sheets: Sheet[] = [];
  let sheet: Sheet | null = null;
  let row: { cells: string[]; repeat: number } | null = null;
  let cell: { text: string; repeat: number; paragraphs: number } | null = null;
  let annotationDepth = 0;
  const repeatOf = (value: string | undefined) => Math.max(1, Math.min(Number(value) || 1, 1_048_576));

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "office:annotation") annotationDepth++;
        if (annotationDepth > 0) return;
        if (name === "table:table") sheet = { name: attributes["table:name"] ?? "", records: [] };
        else if (name === "table:table-row" && sheet)
          row = { cells: [], repeat: repeatOf(attributes["table:number-rows-repeated"]) };
        else if ((name === "table:table-cell" || name === "table:covered-table-cell") && row)
          cell = { text: "", repeat: repeatOf(attributes["table:number-columns-repeated"]), paragraphs: 0 };
        else if (name === "text:p" && cell && cell.paragraphs++ > 0) cell.text += " ";
        else if (name === "text:s" && cell)
          cell.text += " ".repeat(Math.min(repeatOf(attributes["text:c"]), 100));
        else if ((name === "text:tab" || name === "text:line-break") && cell) cell.text += " ";
      },
      ontext(text) {
        if (annotationDepth === 0 && cell) cell.text += text;
      },
      onclosetag(name) {
        if (name === "office:annotation") {
          annotationDepth--;
          return;
        }
        if (annotationDepth > 0) return;
        if ((name === "table:table-cell" || name === "table:covered-table-cell") && row && cell) {
          // Empty cells repeated to the sheet's last column say nothing: not expanded.
          const times =
            cell.text.trim() === ""
              ? Math.min(cell.repeat, MAX_COLUMNS)
              : Math.min(cell.repeat, ODS_MAX_REPEAT);
          for (let i = 0; i < times && row.cells.length < MAX_COLUMNS; i++) row.cells.push(cell.text);
          cell = null;
        } else if (name === "table:table-row" && sheet && row) {
          if (row.cells.some((value) => value.trim() !== "")) {
            const times = Math.min(row.repeat, ODS_MAX_REPEAT);
            for (let i = 0; i < times && sheet.records.length <= maxRows + 1; i++)
              sheet.records.push(row.cells);
          }
          row = null;
        } else if (name === "table:table" && sheet) {
          sheets.push(sheet);
          sheet = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(content);
  parser.end();
  return sheetsToText(sheets, maxRows);
}
