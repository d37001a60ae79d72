import { settleBackgroundWork } from "@/server/background";
import { extractDocument } from "@/server/services/documents/extraction";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { textPdf } from "@/tests/helpers/pdf-fixtures";
import { scannedPdf } from "@/tests/helpers/scan-fixtures";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { PDFDocument } from "pdf-lib";
import { ask } from "../chat/helpers";
import { DEMO_ADMIN, DEMO_MEMBER, as, getDocument, processDocument, uploadMultipart } from "./helpers";

/**
 * Issue 22 point 1: the pages of a PDF without a text layer are rendered (pdf.js on @napi-rs/canvas)
 * and read by OCR page by page, reporting «página i de n»; the document answers from them.
 */

useTestDatabase({ seed: true });
const clock = installFakeClock();
jest.setTimeout(180_000);

beforeAll(() => {
  delete process.env.OPENAI_API_KEY;
});
beforeEach(() => clock.nextDay());

const SCANNED_PAGES = [
  [
    "Politica de viaticos",
    "Los viaticos de hospedaje tienen un tope de 1,800 pesos por noche.",
    "Las comidas se reembolsan hasta 450 pesos diarios con factura.",
  ],
  [
    "Comprobacion de gastos",
    "Los gastos se comprueban dentro de los cinco dias habiles posteriores al viaje.",
    "La comprobacion se entrega a Contraloria con las facturas en XML.",
  ],
];

async function uploadAndProcess(name: string, bytes: Uint8Array) {
  const upload = await uploadMultipart(await as(DEMO_ADMIN, "es"), { name, bytes }, "Política firmada");
  expect(upload.status).toBe(201);
  const id = (upload.body.document as { document_id: string }).document_id;
  expect((await processDocument(await as(DEMO_ADMIN, "es"), id)).status).toBe(202);
  await settleBackgroundWork();
  return {
    id,
    document: (await getDocument(await as(DEMO_ADMIN, "es"), id)).body.document as Record<string, unknown>,
  };
}

it("reads a scanned PDF page by page with OCR, cites the page, and reports progress", async () => {
  const { id, document } = await uploadAndProcess("Viaticos firmado.pdf", await scannedPdf(SCANNED_PAGES));
  expect(document).toMatchObject({
    status: "processed",
    notes: expect.stringMatching(
      /^2 páginas indexadas \(\d+ fragmentos?\); 2 páginas escaneadas leídas con OCR\.$/,
    ),
  });
  const answer = await ask("¿En cuántos días se comprueban los gastos del viaje?", {
    token: await sessionTokenFor(DEMO_MEMBER),
  });
  expect(answer.body.answered).toBe(true);
  expect(answer.body.response).toMatch(/cinco dias habiles/i);
  expect(answer.body.sources).toContainEqual(expect.objectContaining({ kind: "document", id, page: 2 }));

  const row = await (await testDb()).document.findUniqueOrThrow({ where: { id } });
  const progress: [number, number][] = [];
  await extractDocument(row, (page, pages) => progress.push([page, pages]));
  expect(progress).toEqual([
    [1, 2],
    [2, 2],
  ]);
});

it("reads only the scanned pages of a PDF that mixes text pages and scans", async () => {
  const mixed = await PDFDocument.create();
  const text = await PDFDocument.load(
    await textPdf([["Introduccion al manual de compras de la empresa Refacciones La Biela."]]),
  );
  const scan = await PDFDocument.load(await scannedPdf([SCANNED_PAGES[0]]));
  for (const page of await mixed.copyPages(text, [0])) mixed.addPage(page);
  for (const page of await mixed.copyPages(scan, [0])) mixed.addPage(page);
  const { id, document } = await uploadAndProcess("Compras.pdf", await mixed.save());
  expect(document).toMatchObject({
    status: "processed",
    notes: expect.stringMatching(
      /^2 páginas indexadas \(\d+ fragmentos?\); 1 página escaneada leída con OCR\.$/,
    ),
  });
  const chunks = await (
    await testDb()
  ).chunk.findMany({ where: { sourceId: id }, orderBy: { ordinal: "asc" } });
  expect(chunks.find((chunk) => chunk.page === 2)?.text).toMatch(/1,800 pesos por noche/);
});
