import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/**
 * Scans made the way a scanner or a phone makes them: a real PDF page (pdf-lib, Helvetica) rendered
 * to an image by poppler's pdftoppm (Debian poppler-utils, installed by .ci/run), then optionally
 * degraded as a phone photo is (tilted a few degrees, noise, JPEG quality 60).
 */

/** A one-page PDF of Spanish lines at a body size (12 pt). */
export async function letterPdf(lines: string[], { size = 12 } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 60, y: 720 - index * size * 1.6, size, font }));
  return pdf.save();
}

/**
 * A one-page PDF laid out as a manual's cover is: a large bold title (22 pt), body lines at 12 pt, and
 * a table of small (9 pt) cells with its grid drawn, one cell a column of each row.
 */
export async function titledTablePdf(title: string, lines: string[], rows: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 60, y: 700, size: 22, font: bold });
  lines.forEach((line, index) =>
    page.drawText(line, { x: 60, y: 650 - index * 19, size: 12, font: regular }),
  );
  const [left, right, rowHeight] = [60, 552, 16];
  const top = 620 - lines.length * 19;
  const columns = Math.max(...rows.map((row) => row.length));
  const width = (right - left) / columns;
  const bottom = top - rows.length * rowHeight;
  for (let i = 0; i <= rows.length; i++)
    page.drawLine({
      start: { x: left, y: top - i * rowHeight },
      end: { x: right, y: top - i * rowHeight },
      thickness: 0.6,
    });
  for (let j = 0; j <= columns; j++)
    page.drawLine({
      start: { x: left + j * width, y: top },
      end: { x: left + j * width, y: bottom },
      thickness: 0.6,
    });
  rows.forEach((row, i) =>
    row.forEach((cell, j) =>
      page.drawText(cell, {
        x: left + j * width + 6,
        y: top - (i + 1) * rowHeight + 5,
        size: 9,
        font: i === 0 ? bold : regular,
      }),
    ),
  );
  return pdf.save();
}

/** Page `page` of a PDF as a PNG at `dpi`, rendered by pdftoppm. */
export async function renderPdfPage(pdf: Uint8Array, { page = 1, dpi = 200 } = {}): Promise<Buffer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "scan-"));
  try {
    const input = path.join(directory, "in.pdf");
    fs.writeFileSync(input, pdf);
    const output = path.join(directory, "page");
    await promisify(execFile)("pdftoppm", [
      "-r",
      String(dpi),
      "-f",
      String(page),
      "-l",
      String(page),
      "-png",
      "-singlefile",
      input,
      output,
    ]);
    return fs.readFileSync(`${output}.png`);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/** A phone-photo copy: tilted, speckled with noise, saved as JPEG quality 60. */
export async function degrade(png: Buffer, { degrees = 3, seed = 7 } = {}): Promise<Buffer> {
  const { data, info } = await sharp(png)
    .rotate(degrees, { background: "#ffffff" })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = 0; i < data.length; i++) {
    const noise = (random() - 0.5) * 60;
    data[i] = Math.max(0, Math.min(255, data[i] + noise));
  }
  return sharp(data, { raw: info }).jpeg({ quality: 60 }).toBuffer();
}

/** Character error rate: edit distance between the texts (spaces collapsed) over the reference length. */
export function characterErrorRate(reference: string, read: string): number {
  const a = reference.replace(/\s+/g, " ").trim();
  const b = read.replace(/\s+/g, " ").trim();
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] / Math.max(1, a.length);
}

/**
 * A scanned PDF: each page an image of a real rendered page (as a scanner saves it, JPEG inside a
 * PDF), with no text layer; `pages` are the lines of each page.
 */
export async function scannedPdf(pages: string[][], { dpi = 200 } = {}): Promise<Uint8Array> {
  const scan = await PDFDocument.create();
  for (const lines of pages) {
    const png = await renderPdfPage(await letterPdf(lines, { size: 14 }), { dpi });
    const image = await scan.embedJpg(await sharp(png).jpeg({ quality: 85 }).toBuffer());
    scan.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return scan.save();
}
