import { settleBackgroundWork } from "@/server/background";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { docxFile, odsFile, pptxFile, xlsxFile } from "@/tests/helpers/office-fixtures";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { ask } from "../chat/helpers";
import { DEMO_ADMIN, DEMO_MEMBER, as, getDocument, uploadMultipart } from "./helpers";

/**
 * Issue 22 point 2, end to end for each format: a file written by the test from real content is
 * uploaded through the documents API, processed by the indexing queue, and a member's question whose
 * answer only that file holds is answered from it and cites it (embedded mode, no model server).
 */

useTestDatabase({ seed: true });
const clock = installFakeClock();
jest.setTimeout(60_000);

beforeAll(() => {
  delete process.env.OPENAI_API_KEY;
});
beforeEach(() => clock.nextDay()); // a fresh hourly upload allowance for every test

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Uploads (processing starts on upload for these formats), waits for it, returns the document. */
async function uploadAndProcess(name: string, bytes: Uint8Array, description: string) {
  const { status, body } = await uploadMultipart(await as(DEMO_ADMIN, "es"), { name, bytes }, description);
  expect(status).toBe(201);
  expect(body.document).toMatchObject({ status: "processing" });
  const id = (body.document as { document_id: string }).document_id;
  await settleBackgroundWork();
  const document = (await getDocument(await as(DEMO_ADMIN, "es"), id)).body.document as Record<
    string,
    unknown
  >;
  return { id, document };
}

async function chunksOf(id: string) {
  return (await testDb()).chunk.findMany({
    where: { sourceKind: "document", sourceId: id },
    orderBy: { ordinal: "asc" },
  });
}

async function askMember(question: string) {
  const { status, body } = await ask(question, { token: await sessionTokenFor(DEMO_MEMBER) });
  expect(status).toBe(200);
  return body;
}

it("Word: a .docx's sections are indexed under their headings and answer with a citation", async () => {
  const bytes = await docxFile([
    { heading: "Reglamento interior de trabajo", level: 1 },
    { paragraph: "Este reglamento aplica a todo el personal de Refacciones La Biela." },
    { heading: "Uniformes", level: 2 },
    {
      paragraph:
        "Los viernes el personal usa la playera azul marino con el logotipo bordado y pantalón de mezclilla.",
    },
    { bullets: ["En bodega el zapato de seguridad es obligatorio.", "El gafete se porta siempre visible."] },
    { heading: "Turnos", level: 2 },
    {
      table: [
        ["Turno", "Horario"],
        ["Matutino", "7:00 a 15:00"],
        ["Vespertino", "15:00 a 23:00"],
      ],
    },
  ]);
  const { id, document } = await uploadAndProcess(
    "Reglamento interior.docx",
    bytes,
    "Reglamento del personal",
  );
  const chunks = await chunksOf(id);
  expect(document).toMatchObject({
    status: "processed",
    file_category: "document",
    notes: `3 secciones indexadas (${chunks.length === 1 ? "1 fragmento" : `${chunks.length} fragmentos`}).`,
  });
  expect(chunks.map((chunk) => chunk.heading)).toContain("Reglamento interior de trabajo › Uniformes");

  const answer = await askMember("¿Qué playera usa el personal los viernes?");
  expect(answer.answered).toBe(true);
  expect(answer.response).toContain("azul marino");
  // Cited by its section, the last step of the heading path (issue 22 point 2).
  expect(answer.sources).toContainEqual(
    expect.objectContaining({
      kind: "document",
      id,
      title: "Reglamento interior.docx",
      place: { kind: "section", name: "Uniformes" },
    }),
  );
});

it("Excel: each sheet's rows are sentences with their column names, and a price is answered from them", async () => {
  const bytes = await xlsxFile([
    {
      name: "Lista de precios",
      rows: [
        ["Clave", "Producto", "Precio"],
        ["BS-200", "Bomba sumergible de 1 HP", "$3,450 MXN"],
        ["FA-50", "Filtro de arena para alberca", "$1,280 MXN"],
      ],
    },
    {
      name: "Proveedores",
      rows: [
        ["Proveedor", "Ciudad"],
        ["Hidráulica del Bajío", "Celaya"],
      ],
    },
  ]);
  const { id, document } = await uploadAndProcess("Precios 2026.xlsx", bytes, "Lista de precios");
  expect(document).toMatchObject({ status: "processed", file_category: "spreadsheet" });
  expect(document.notes).toMatch(/^3 filas indexadas de 2 hojas/);
  const chunks = await chunksOf(id);
  expect(chunks.map((chunk) => chunk.heading)).toEqual(["Lista de precios", "Proveedores"]);
  expect(chunks[0].text).toContain("Clave: BS-200; Producto: Bomba sumergible de 1 HP; Precio: $3,450 MXN");

  const answer = await askMember("¿Cuánto cuesta la bomba sumergible BS-200?");
  expect(answer.answered).toBe(true);
  expect(answer.response).toContain("3,450");
  expect(answer.sources).toContainEqual(
    expect.objectContaining({
      kind: "document",
      id,
      title: "Precios 2026.xlsx",
      place: { kind: "sheet", name: "Lista de precios" },
    }),
  );
});

it("OpenDocument: an .ods is read like an Excel file", async () => {
  const bytes = odsFile([
    {
      name: "Sucursales",
      rows: [
        ["Sucursal", "Dirección", "Teléfono"],
        ["Querétaro Centro", "Av. Zaragoza 118", "442 212 0456"],
        ["Celaya Norte", "Blvd. López Mateos 904", "461 613 2277"],
      ],
    },
  ]);
  const { id, document } = await uploadAndProcess("Sucursales.ods", bytes, "Directorio de sucursales");
  expect(document).toMatchObject({ status: "processed", file_category: "spreadsheet" });

  const answer = await askMember("¿Cuál es la dirección de la sucursal Celaya Norte?");
  expect(answer.answered).toBe(true);
  expect(answer.response).toContain("López Mateos 904");
  expect(answer.sources).toContainEqual(
    expect.objectContaining({ kind: "document", id, title: "Sucursales.ods" }),
  );
});

it("PowerPoint: slides are indexed with their number and title, notes included, and the slide is cited", async () => {
  const bytes = await pptxFile([
    { title: "Capacitación comercial 2026", body: ["Equipo de ventas de mostrador."] },
    {
      title: "Política de descuentos",
      body: ["Un vendedor de mostrador puede autorizar hasta 15 % de descuento sin aprobación del gerente."],
      notes: "Los descuentos mayores los aprueba la gerente regional, Laura Méndez.",
    },
  ]);
  const { id, document } = await uploadAndProcess("Capacitación.pptx", bytes, "Curso de ventas");
  expect(document).toMatchObject({
    status: "processed",
    notes: expect.stringMatching(/^2 diapositivas indexadas/),
  });
  const chunks = await chunksOf(id);
  expect(chunks.map((chunk) => [chunk.page, chunk.heading])).toEqual([
    [1, "Capacitación comercial 2026"],
    [2, "Política de descuentos"],
  ]);

  const answer = await askMember("¿Qué porcentaje de descuento puede autorizar un vendedor de mostrador?");
  expect(answer.answered).toBe(true);
  expect(answer.response).toContain("15 %");
  // A slide is named as a slide, not as a page (issue 22 point 2).
  expect(answer.sources).toContainEqual(
    expect.objectContaining({ kind: "document", id, page: null, place: { kind: "slide", number: 2 } }),
  );

  const notes = await askMember("¿Quién aprueba los descuentos mayores?");
  expect(notes.response).toContain("Laura Méndez");
});

it("text: a .txt is indexed and answers", async () => {
  const text =
    "Procedimiento de cierre de caja\r\n\r\nAl terminar el turno, el cajero cuenta el efectivo dos veces " +
    "y firma el corte en la bitácora roja que guarda el supervisor.\r\n";
  const { id, document } = await uploadAndProcess("Cierre de caja.txt", utf8(text), "Procedimiento de caja");
  expect(document).toMatchObject({ status: "processed" });
  const answer = await askMember("¿Dónde se firma el corte de caja?");
  expect(answer.answered).toBe(true);
  expect(answer.response).toContain("bitácora roja");
  expect(answer.sources).toContainEqual(expect.objectContaining({ kind: "document", id }));
});

it("Markdown: headings become chunk headings and the answer cites the file", async () => {
  const markdown = [
    "# Manual de bodega",
    "",
    "## Recepción de mercancía",
    "",
    "- La mercancía de proveedores se recibe de **7:00 a 11:00** en el andén 3.",
    "- Se revisa contra la orden de compra antes de firmar.",
  ].join("\n");
  const { id } = await uploadAndProcess("Bodega.md", utf8(markdown), "Manual de bodega");
  expect((await chunksOf(id))[0].heading).toBe("Manual de bodega › Recepción de mercancía");
  const answer = await askMember("¿En qué andén se recibe la mercancía de proveedores?");
  expect(answer.answered).toBe(true);
  expect(answer.response).toContain("andén 3");
  expect(answer.sources).toContainEqual(
    expect.objectContaining({ kind: "document", id, title: "Bodega.md" }),
  );
});

it("HTML: scripts and styles are dropped, headings kept, and the answer cites the page", async () => {
  const html = `<!doctype html><html><head><title>Garantías</title><style>p{color:red}</style>
    <script>fetch("/api/users").then(r=>r.text()).then(alert)</script></head><body>
    <h1>Garantías</h1><h2>Garantía extendida</h2>
    <p>La garantía extendida de las bombas cubre 24 meses a partir de la fecha de entrega.</p>
    <img src="x" onerror="alert(1)"></body></html>`;
  const { id } = await uploadAndProcess("garantias.html", utf8(html), "Página de garantías");
  const chunks = await chunksOf(id);
  expect(chunks.map((chunk) => chunk.heading)).toEqual(["Garantías › Garantía extendida"]);
  expect(JSON.stringify(chunks)).not.toMatch(/fetch|alert|color/);
  const answer = await askMember("¿Cuántos meses cubre la garantía extendida de las bombas?");
  expect(answer.answered).toBe(true);
  expect(answer.response).toContain("24 meses");
  expect(answer.sources).toContainEqual(
    expect.objectContaining({ kind: "document", id, title: "garantias.html" }),
  );
});

it("a damaged Office file fails with a clear note instead of an internal error", async () => {
  const good = await docxFile([{ paragraph: "Hola." }]);
  // The main part's bytes are garbled after the type check's entries: mammoth cannot read it.
  const { strToU8, unzipSync, zipSync } = await import("fflate");
  const files = unzipSync(good);
  files["word/document.xml"] = strToU8("<w:document><no-cierra");
  const { document } = await uploadAndProcess("Dañado.docx", zipSync(files), "Archivo dañado");
  expect(document).toMatchObject({
    status: "failed",
    notes: "El archivo está dañado o no es válido y no se pudo leer.",
  });
});
