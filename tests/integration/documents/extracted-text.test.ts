import { settleBackgroundWork } from "@/server/background";
import { installFakeClock } from "@/tests/helpers/clock";
import { docxFile, pptxFile, xlsxFile } from "@/tests/helpers/office-fixtures";
import { spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import {
  CSV_BYTES,
  DEMO_ADMIN,
  DEMO_MEMBER,
  OTHER_ADMIN,
  as,
  createSecondOrganization,
  getDocumentText,
  processDocument,
  uploadMultipart,
} from "./helpers";

/**
 * Issue 22 point 4, "see what the assistant read": GET /api/documents/{id}/text gives a processed
 * document's indexed passages page by page (PDF page, slide, sheet, section), exactly as stored,
 * to its organisation's admins only.
 */

useTestDatabase({ seed: true });
const clock = installFakeClock();
jest.setTimeout(60_000);

type TextPage = { number: number; label: string; passages: { heading: string | null; text: string }[] };
type Text = { document_id: string; kind: string; pages: { number: number; label: string }[]; page: TextPage };

let pdf: string;

async function upload(name: string, bytes: Uint8Array): Promise<string> {
  clock.nextDay(); // a fresh hourly upload allowance
  const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), { name, bytes }, name);
  expect(status).toBe(201);
  return (body.document as { document_id: string }).document_id;
}

async function textOf(id: string, page?: number, locale = "en"): Promise<Text> {
  const { status, body } = await getDocumentText(await as(DEMO_ADMIN, locale), id, page);
  expect({ status, error: body.error }).toEqual({ status: 200, error: undefined });
  return body.text as Text;
}

const pageText = (page: TextPage) => page.passages.map((passage) => passage.text).join("\n\n");

beforeAll(async () => {
  await createSecondOrganization();
  pdf = await upload("politica.pdf", await textPdf(spanishProsePages(3)));
  expect((await processDocument(await as(DEMO_ADMIN), pdf)).status).toBe(202);
  await settleBackgroundWork();
});

describe("GET /api/documents/{id}/text", () => {
  it("gives a PDF's text page by page, in order, exactly as indexed, labelled in the reader's language", async () => {
    const first = await textOf(pdf);
    expect(first).toMatchObject({
      document_id: pdf,
      kind: "page",
      pages: [
        { number: 1, label: "Page 1" },
        { number: 2, label: "Page 2" },
        { number: 3, label: "Page 3" },
      ],
      page: { number: 1, label: "Page 1" },
    });
    const chunks = await (
      await testDb()
    ).chunk.findMany({
      where: { sourceKind: "document", sourceId: pdf },
      orderBy: { ordinal: "asc" },
    });
    for (const number of [1, 2, 3]) {
      const { page } = await textOf(pdf, number);
      const text = pageText(page);
      // Every line of that page, in reading order, and nothing of another page.
      const lines = spanishProsePages(3)[number - 1];
      const positions = lines.map((line) => text.indexOf(line.split(" ")[0] + " La política"));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(text).not.toContain(`${number === 1 ? 2 : 1}.1 La política`);
      // The passages are the stored chunks of that page, not a new reading of the file.
      expect(page.passages.map((passage) => passage.text)).toEqual(
        chunks.filter((chunk) => chunk.page === number).map((chunk) => chunk.text),
      );
    }
    expect(pageText((await textOf(pdf, 2)).page)).toContain("2.1 La política de devoluciones");

    const spanish = await textOf(pdf, 2, "es");
    expect(spanish.pages.map((page) => page.label)).toEqual(["Página 1", "Página 2", "Página 3"]);
    expect(spanish.page.label).toBe("Página 2");
  });

  it("names sheets, slides and sections as the format has them; a CSV reads as one text", async () => {
    const workbook = await upload(
      "precios.xlsx",
      await xlsxFile([
        {
          name: "Precios",
          rows: [
            ["Producto", "Precio"],
            ["Balata delantera", 480],
          ],
        },
        {
          name: "Garantías",
          rows: [
            ["Producto", "Garantía"],
            ["Balata delantera", "6 meses"],
          ],
        },
      ]),
    );
    const deck = await upload(
      "ventas.pptx",
      await pptxFile([
        { title: "Bienvenida", body: ["Capacitación de ventas de mostrador."] },
        { title: "Descuentos", body: ["El descuento de mayoreo es del 12 % desde diez piezas."] },
      ]),
    );
    const word = await upload(
      "reglamento.docx",
      await docxFile([
        { paragraph: "Este reglamento aplica a todo el personal." },
        { heading: "Uniformes", level: 1 },
        { paragraph: "Los viernes el personal usa la playera azul marino." },
      ]),
    );
    const csv = await upload("lista.csv", CSV_BYTES);
    await settleBackgroundWork();

    const labels = async (id: string, locale: string) =>
      (await textOf(id, undefined, locale)).pages.map((page) => page.label);
    expect(await labels(workbook, "es")).toEqual(["Hoja «Precios»", "Hoja «Garantías»"]);
    expect(await labels(workbook, "en")).toEqual(["Sheet “Precios”", "Sheet “Garantías”"]);
    expect(pageText((await textOf(workbook, 2)).page)).toContain("Garantía: 6 meses");
    expect(await labels(deck, "es")).toEqual(["Diapositiva 1 · Bienvenida", "Diapositiva 2 · Descuentos"]);
    expect(pageText((await textOf(deck, 2)).page)).toContain("12 % desde diez piezas");
    expect(await labels(word, "es")).toEqual(["Sección sin título", "Sección «Uniformes»"]);
    expect(pageText((await textOf(word, 2)).page)).toContain("playera azul marino");
    expect(await labels(csv, "es")).toEqual(["Texto completo"]);
    expect(pageText((await textOf(csv)).page)).toContain("Producto: Impresora láser; Precio: 4500");
  });

  it("refuses a page past the last (404, saying how many there are) and a page that is not a number (400)", async () => {
    const headers = await as(DEMO_ADMIN);
    expect(await getDocumentText(headers, pdf, 4)).toMatchObject({
      status: 404,
      body: { success: false, error: "That page does not exist: the extracted text has 3 pages." },
    });
    for (const page of ["0", "-1", "dos", "1.5"]) {
      expect((await getDocumentText(headers, pdf, page)).status).toBe(400);
    }
  });

  it("has no text to show for a document that is not processed (409)", async () => {
    const uploaded = await upload("pendiente.pdf", await textPdf(spanishProsePages(1, 5)));
    expect(await getDocumentText(await as(DEMO_ADMIN, "es"), uploaded)).toMatchObject({
      status: 409,
      body: {
        success: false,
        error: "Este documento aún no tiene texto extraído: no se ha procesado o su procesamiento falló.",
      },
    });
  });

  it("is for the organisation's admins: another organisation's admin gets 404, a member 403, nobody 401", async () => {
    expect(await getDocumentText(await as(OTHER_ADMIN), pdf)).toMatchObject({
      status: 404,
      body: { success: false, error: "Document not found." },
    });
    expect((await getDocumentText(await as(DEMO_MEMBER), pdf)).status).toBe(403);
    expect((await getDocumentText(await as(null), pdf)).status).toBe(401);
  });
});
