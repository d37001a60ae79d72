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

it("reads a phone photo of a contents page without turning its dot leaders into words", async () => {
  const entries = [
    ["1. Objetivo y alcance", "2"],
    ["2. Equipo de protección personal", "3"],
    ["2.1 Entrega, uso y reposición", "3"],
    ["3. Manejo de materiales", "4"],
    ["3.1 Carga manual", "4"],
    ["4. Prevención de incendios", "5"],
    ["4.1 Revisión y recarga de extintores", "5"],
    ["5. Primeros auxilios y botiquín", "6"],
  ];
  const lines = entries.map(([title, page]) => `${title} ${".".repeat(70 - title.length)} ${page}`);
  const photo = await degrade(await renderPdfPage(await letterPdf(["Índice", ...lines]), { dpi: 200 }));
  const result = await engine.recognize(photo);
  expect(hasUsableText(result)).toBe(true);
  const read = result.text.split("\n");
  // Each entry's title comes back whole at the start of its line (the leaders and number may not).
  for (const [title] of entries)
    expect(read).toContainEqual(expect.stringMatching(`^${title.replaceAll(".", "\\.")}( |$)`));
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
