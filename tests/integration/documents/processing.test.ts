import { GET as health } from "@/app/api/health/route";
import { settleBackgroundWork } from "@/server/background";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { imageOnlyPdf, passwordProtectedPdf, spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import {
  CSV_BYTES,
  DEMO_ADMIN,
  as,
  deleteDocument,
  getDocument,
  processDocument,
  storedFiles,
  uploadMultipart,
} from "./helpers";

useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay()); // a fresh hourly upload allowance for every test

async function upload(name: string, bytes: Uint8Array): Promise<string> {
  const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), { name, bytes });
  expect(status).toBe(201);
  return (body.document as { document_id: string }).document_id;
}

/** Starts processing, waits for the background work, and returns the document as the API sends it. */
async function processToEnd(id: string, locale = "en") {
  const started = await processDocument(await as(DEMO_ADMIN, locale), id);
  expect(started).toMatchObject({ status: 202, body: { success: true, document: { status: "processing" } } });
  await settleBackgroundWork();
  return (await getDocument(await as(DEMO_ADMIN, locale), id)).body.document as Record<string, unknown>;
}

async function chunksOf(id: string) {
  return (await testDb()).chunk.findMany({
    where: { sourceKind: "document", sourceId: id },
    orderBy: { ordinal: "asc" },
  });
}

describe("POST /api/documents/{id}/process", () => {
  it("indexes a Spanish PDF page by page: processed, chunks carry pages 1..3, searchable", async () => {
    const id = await upload("politica.pdf", await textPdf(spanishProsePages(3)));
    const document = await processToEnd(id);
    const chunks = await chunksOf(id);
    expect(document).toMatchObject({
      status: "processed",
      notes: `3 pages indexed (${chunks.length} passages).`,
    });
    expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(new Set([1, 2, 3]));
    expect(chunks.every((chunk) => chunk.organizationId === "demo" && chunk.language === "spanish")).toBe(
      true,
    );
    expect(chunks.find((chunk) => chunk.page === 2)?.text).toContain("2.1 La política de devoluciones");
    expect((await testDb()).document.findUniqueOrThrow({ where: { id } })).resolves.toMatchObject({
      pageCount: 3,
    });

    // The assistant's retrieval finds the passage, with its page, from a question typed without accents.
    const hits = await searchChunks("demo", "configuracion numero 100", 50);
    const [best] = hits.filter((hit) => hit.sourceId === id);
    expect(best).toMatchObject({ sourceKind: "document", title: "politica.pdf", page: 3 });
    expect(best.text).toContain("número 100.");
  });

  it("fails an image-only PDF whose pages OCR finds no text on, with a clear note in the reader's language", async () => {
    const id = await upload("escaneo.pdf", await imageOnlyPdf(2));
    expect(await processToEnd(id)).toMatchObject({
      status: "failed",
      notes:
        "No readable text: the PDF has no text layer and reading its pages by OCR found no usable text (a blank, blurred or very low-resolution scan?).",
    });
    expect((await getDocument(await as(DEMO_ADMIN, "es"), id)).body.document).toMatchObject({
      notes:
        "Sin texto legible: el PDF no tiene capa de texto y la lectura OCR de sus páginas no encontró texto utilizable (¿escaneo en blanco, borroso o de muy baja resolución?).",
    });
    expect(await chunksOf(id)).toEqual([]);
  });

  it("fails password-protected and damaged PDFs with notes that name the cause", async () => {
    const locked = await upload("cerrado.pdf", await passwordProtectedPdf());
    expect(await processToEnd(locked)).toMatchObject({
      status: "failed",
      notes: "The PDF is password-protected. Upload it without a password.",
    });
    const damaged = await upload("roto.pdf", Buffer.from("%PDF-1.7\nthis is not a PDF body at all"));
    expect(await processToEnd(damaged)).toMatchObject({
      status: "failed",
      notes: "The PDF is damaged or not valid and could not be read.",
    });
  });

  it("processes a CSV on upload (the user can only start PDFs): processing, then processed and searchable", async () => {
    const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), {
      name: "precios.csv",
      bytes: CSV_BYTES,
    });
    expect(status).toBe(201);
    const { document_id: id } = body.document as { document_id: string };
    expect(body.document).toMatchObject({ status: "processing" });
    await settleBackgroundWork();
    expect((await getDocument(await as(DEMO_ADMIN), id)).body.document).toMatchObject({
      status: "processed",
      notes: "2 rows indexed (1 passage).",
    });
    const [chunk] = await chunksOf(id);
    expect(chunk.text).toContain("Producto: Impresora láser; Precio: 4500; Garantía: 12 meses");
    expect(chunk.page).toBeNull();
    const hits = await searchChunks("demo", "precio toner negro", 50);
    expect(hits.find((hit) => hit.sourceId === id)).toMatchObject({
      sourceKind: "document",
      title: "precios.csv",
    });
  });

  it("refuses documents that are never processed (images, videos), and documents not in 'uploaded'", async () => {
    // An MP4 container header: a video is stored, never processed (images are read by OCR on upload).
    const mp4 = Buffer.from(
      "000000206674797069736f6d0000020069736f6d69736f32617663316d70343100000008",
      "hex",
    );
    const video = await upload("capacitacion.mp4", Buffer.concat([mp4, Buffer.from("free")]));
    expect(await processDocument(await as(DEMO_ADMIN), video)).toMatchObject({
      status: 400,
      body: {
        success: false,
        error:
          "This type of file is not processed: it is stored, but the assistant does not use it for answers.",
      },
    });
    const csv = await upload("otra.csv", CSV_BYTES);
    await settleBackgroundWork();
    expect(await processDocument(await as(DEMO_ADMIN), csv)).toMatchObject({
      status: 409,
      body: { success: false, error: "Only a document with status Uploaded can be processed." },
    });
  });

  it("lets exactly one of two concurrent calls start processing", async () => {
    const id = await upload("doble.pdf", await textPdf(spanishProsePages(2)));
    const headers = await as(DEMO_ADMIN);
    const results = await Promise.all([processDocument(headers, id), processDocument(headers, id)]);
    expect(results.map((result) => result.status).sort()).toEqual([202, 409]);
    await settleBackgroundWork();
    expect((await getDocument(headers, id)).body.document).toMatchObject({ status: "processed" });
    const ordinals = (await chunksOf(id)).map((chunk) => chunk.ordinal);
    expect(ordinals).toEqual([...ordinals.keys()]); // indexed once: no duplicate ordinals
  });
});

describe("deleting a processed document", () => {
  it("removes its chunks and its file", async () => {
    const id = await upload("borrar.pdf", await textPdf(spanishProsePages(2)));
    await processToEnd(id);
    expect((await chunksOf(id)).length).toBeGreaterThan(0);
    const { storageKey } = await (await testDb()).document.findUniqueOrThrow({ where: { id } });
    expect(await deleteDocument(await as(DEMO_ADMIN), id)).toMatchObject({ status: 200 });
    expect(await chunksOf(id)).toEqual([]);
    expect(storedFiles()).not.toContain(storageKey);
  });

  it("leaves no chunks behind when deleted while it is processing", async () => {
    const id = await upload("carrera.pdf", await textPdf(spanishProsePages(20)));
    const headers = await as(DEMO_ADMIN);
    expect((await processDocument(headers, id)).status).toBe(202);
    expect((await deleteDocument(headers, id)).status).toBe(200);
    await settleBackgroundWork();
    expect(await chunksOf(id)).toEqual([]);
  });
});

describe("processing a long PDF in the background", () => {
  it("keeps answering other requests while 200 pages are indexed", async () => {
    // Timing budgets live in bench/; this checks the behaviour only.
    const id = await upload("largo.pdf", await textPdf(spanishProsePages(200)));
    expect((await processDocument(await as(DEMO_ADMIN), id)).status).toBe(202);
    const db = await testDb();
    let settled = false;
    let answeredWhileProcessing = 0;
    const done = settleBackgroundWork().then(() => {
      settled = true;
    });
    while (!settled) {
      expect((await health(new Request("http://localhost/api/health"), undefined)).status).toBe(200);
      const { status } = await db.document.findUniqueOrThrow({ where: { id }, select: { status: true } });
      if (status === "processing") answeredWhileProcessing += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await done;
    expect((await getDocument(await as(DEMO_ADMIN), id)).body.document).toMatchObject({
      status: "processed",
    });
    expect(answeredWhileProcessing).toBeGreaterThan(0);
  });
});
