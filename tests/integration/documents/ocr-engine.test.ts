import sharp from "sharp";

import { hasUsableText, OcrEngine } from "@/server/ingest/ocr";
import {
  characterErrorRate,
  degrade,
  letterPdf,
  renderPdfPage,
  titledTablePdf,
} from "@/tests/helpers/scan-fixtures";

/** Issue 22 point 1: Tesseract offline on Spanish scans, with orientation detection. */

jest.setTimeout(120_000);

const LINES = [
  "Reglamento de seguridad en bodega",
  "Todo el personal debe usar casco y chaleco reflejante dentro del almacén.",
  "Las montacargas solo las opera personal certificado por la empresa.",
  "En caso de sismo, la salida de emergencia está junto al andén número 4.",
  "El botiquín de primeros auxilios se encuentra en la oficina del supervisor.",
];
const REFERENCE = LINES.join(" ");

let engine: OcrEngine;
let page: Buffer;

beforeAll(async () => {
  engine = await OcrEngine.open();
  page = await renderPdfPage(await letterPdf(LINES), { dpi: 200 });
});
afterAll(() => engine.close());

it("reads a Spanish page rendered at 200 dpi with a character error rate of at most 3 %", async () => {
  const result = await engine.recognize(page);
  expect(result.rotation).toBe(0);
  expect(hasUsableText(result)).toBe(true);
  expect(characterErrorRate(REFERENCE, result.text)).toBeLessThanOrEqual(0.03);
});

it("reads a phone-photo copy (tilted 3°, noise, JPEG 60) with at most 8 %", async () => {
  const result = await engine.recognize(await degrade(page));
  expect(characterErrorRate(REFERENCE, result.text)).toBeLessThanOrEqual(0.08);
});

it("keeps a page's large title and its table's cells, which one-uniform-block reading drops", async () => {
  const title = "MANUAL DE SEGURIDAD EN BODEGA";
  const rows = [
    ["Código", "Revisión", "Área responsable"],
    ["MAN-BOD-007", "03", "Seguridad e Higiene"],
    ["Emergencias", "911", "Protección Civil"],
  ];
  const pdf = await titledTablePdf(title, LINES.slice(1, 3), rows);
  const lines = (await engine.recognize(await renderPdfPage(pdf, { dpi: 200 }))).text.split("\n");
  expect(lines).toContain(title);
  for (const row of rows) expect(lines).toContain(row.join(" "));
});

it("detects a page scanned sideways or upside down and reads it turned back", async () => {
  for (const turned of [90, 180]) {
    const result = await engine.recognize(await sharp(page).rotate(turned).png().toBuffer());
    expect(result.rotation).toBe((360 - turned) % 360);
    expect(characterErrorRate(REFERENCE, result.text)).toBeLessThanOrEqual(0.03);
  }
});

it("finds no usable text in a blank or textless image", async () => {
  const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#f4f4f4" } })
    .png()
    .toBuffer();
  expect(hasUsableText(await engine.recognize(blank))).toBe(false);
});
