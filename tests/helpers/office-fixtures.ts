import { execFile } from "node:child_process";
import { promisify } from "node:util";
import {
  Document,
  type FileChild,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from "docx";
import ExcelJS from "exceljs";
import { strToU8, zipSync } from "fflate";

/**
 * Office files written in the test itself by the libraries that write them in real life (docx,
 * exceljs, pptxgenjs); an OpenDocument spreadsheet is assembled as LibreOffice lays it out (its
 * "mimetype" first and stored, then content.xml), since no maintained npm library writes .ods.
 */

export type DocxBlock =
  | { heading: string; level?: 1 | 2 | 3 }
  | { paragraph: string }
  | { bullets: string[] }
  | { table: string[][] };

const HEADING_LEVELS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 };

export async function docxFile(blocks: DocxBlock[]): Promise<Uint8Array> {
  const children = blocks.flatMap((block): FileChild[] => {
    if ("heading" in block)
      return [new Paragraph({ text: block.heading, heading: HEADING_LEVELS[block.level ?? 1] })];
    if ("paragraph" in block) return [new Paragraph({ children: [new TextRun(block.paragraph)] })];
    if ("bullets" in block) return block.bullets.map((text) => new Paragraph({ text, bullet: { level: 0 } }));
    return [
      new Table({
        rows: block.table.map(
          (cells) =>
            new TableRow({
              children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })),
            }),
        ),
      }),
    ];
  });
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

export type SheetData = { name: string; rows: (string | number | Date)[][] };

export async function xlsxFile(sheets: SheetData[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An .ods as LibreOffice Calc writes it: repeated empty cells and rows included. */
export function odsFile(sheets: SheetData[]): Uint8Array {
  const tables = sheets
    .map((sheet) => {
      const rows = sheet.rows
        .map((row) => {
          const cells = row
            .map((value) =>
              typeof value === "number"
                ? `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`
                : `<table:table-cell office:value-type="string"><text:p>${xml(String(value))}</text:p></table:table-cell>`,
            )
            .join("");
          return `<table:table-row>${cells}<table:table-cell table:number-columns-repeated="1020"/></table:table-row>`;
        })
        .join("");
      return (
        `<table:table table:name="${xml(sheet.name)}"><table:table-column table:number-columns-repeated="3"/>` +
        `${rows}<table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="1024"/></table:table-row></table:table>`
      );
    })
    .join("");
  const content =
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ` +
    `xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">` +
    `<office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`;
  const manifest =
    `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">` +
    `<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>` +
    `<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  return zipSync({
    mimetype: [strToU8("application/vnd.oasis.opendocument.spreadsheet"), { level: 0 }],
    "content.xml": strToU8(content),
    "META-INF/manifest.xml": strToU8(manifest),
  });
}

export type SlideData = { title: string; body?: string[]; table?: string[][]; notes?: string };

// pptxgenjs loads its Node dependencies with a dynamic import(), which Jest's module sandbox cannot
// run: the deck is written by pptxgenjs in a child Node process, which prints it in base64.
const PPTX_WRITER = `
const PptxGenJS = require("pptxgenjs");
const slides = JSON.parse(process.argv[1]);
const deck = new PptxGenJS();
deck.defineSlideMaster({
  title: "TITLE_AND_BODY",
  objects: [{ placeholder: { options: { name: "title", type: "title", x: 0.5, y: 0.3, w: 9, h: 1 }, text: "" } }],
});
for (const data of slides) {
  const slide = deck.addSlide({ masterName: "TITLE_AND_BODY" });
  slide.addText(data.title, { placeholder: "title" });
  (data.body || []).forEach((text, i) => slide.addText(text, { x: 0.5, y: 1.5 + i * 0.8, w: 9, h: 0.7 }));
  if (data.table) slide.addTable(data.table.map((row) => row.map((text) => ({ text }))), { x: 0.5, y: 4, w: 9 });
  if (data.notes) slide.addNotes(data.notes);
}
deck.write({ outputType: "nodebuffer" }).then((buffer) => process.stdout.write(buffer.toString("base64")));
`;

export async function pptxFile(slides: SlideData[]): Promise<Uint8Array> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["-e", PPTX_WRITER, JSON.stringify(slides)],
    {
      cwd: process.cwd(),
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return new Uint8Array(Buffer.from(stdout, "base64"));
}
