import { PDFDocument, PDFHexString, StandardFonts, rgb } from "pdf-lib";

/** PDFs built in the test itself with pdf-lib, so every fixture is real and reproducible. */
export async function textPdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 40, y: 800 - index * 14, size: 10, font }));
  }
  return pdf.save();
}

/**
 * A piece of text drawn at a place on the page, in Helvetica or its bold; `x: "touching"` starts where
 * the previous piece ends.
 */
export type PlacedText = { text: string; x: number | "touching"; y: number; bold?: boolean };

/**
 * One page whose text is drawn piece by piece in the given order, as a generator draws a table cell
 * by cell or a word in two fonts: no space or line break is written between the pieces.
 */
export async function placedTextPdf(pieces: PlacedText[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const size = 10;
  let end = 0;
  for (const { text, x, y, bold: isBold } of pieces) {
    const left = x === "touching" ? end : x;
    const font = isBold ? bold : regular;
    page.drawText(text, { x: left, y, size, font });
    end = left + font.widthOfTextAtSize(text, size);
  }
  return pdf.save();
}

// A 1×1 red PNG: enough for a page that carries an image and no text, like a scan.
const RED_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

export async function imageOnlyPdf(pageCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(Buffer.from(RED_PIXEL_PNG, "base64"));
  for (let i = 0; i < pageCount; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(0.9, 0.9, 0.9) });
    page.drawImage(image, { x: 60, y: 60, width: 475, height: 722 });
  }
  return pdf.save();
}

/**
 * A PDF whose trailer names a standard security handler with a user password: the empty password
 * does not open it, as with a file protected in Acrobat. pdf-lib cannot encrypt, so the
 * dictionary is written by hand.
 */
export async function passwordProtectedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const context = pdf.context;
  context.trailerInfo.Encrypt = context.register(
    context.obj({
      Filter: "Standard",
      V: 1,
      R: 2,
      O: PDFHexString.of("11".repeat(32)),
      U: PDFHexString.of("22".repeat(32)),
      P: -4,
    }),
  );
  context.trailerInfo.ID = context.obj([PDFHexString.of("ab".repeat(16)), PDFHexString.of("ab".repeat(16))]);
  return pdf.save({ useObjectStreams: false });
}

/** Numbered lines of Spanish prose, 20 words each, so every line of every page is distinct. */
export function spanishProsePages(pageCount: number, linesPerPage = 45): string[][] {
  const sentence =
    "La política de devoluciones permite cambios en treinta días con el ticket de compra y la configuración";
  return Array.from({ length: pageCount }, (_, page) =>
    Array.from(
      { length: linesPerPage },
      (_, line) => `${page + 1}.${line + 1} ${sentence} número ${page * linesPerPage + line}.`,
    ),
  );
}
