import { createKnowledgeBlock, setKnowledgeBlockActive } from "@/server/services/knowledge/blocks";
import { createQaPair } from "@/server/services/knowledge/qa-pairs";
import { searchChunks, type RetrievedChunk } from "@/server/services/retrieval/full-text";
import { processedDocument } from "@/tests/helpers/processed-document";
import { createOrganizations, testDb, useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const CANARY = "CANARIO7Q9X";
const ids: Record<string, string> = {};

async function block(organizationId: string, key: string, title: string, content: string) {
  ids[key] = (await createKnowledgeBlock(organizationId, { title, content })).id;
}

async function document(organizationId: string, key: string, filename: string, pages: string[]) {
  ids[key] = await processedDocument(organizationId, filename, pages);
}

beforeAll(async () => {
  await createOrganizations("Acme", "Beta");

  await block(
    "acme",
    "hours",
    "Horario de atención",
    "<p>Atendemos de lunes a viernes de 9:00 a 18:00 h.</p>",
  );
  await block(
    "acme",
    "returns",
    "Política de devoluciones",
    "<p>Aceptamos devoluciones dentro de los 30 días posteriores a la compra, con ticket.</p>",
  );
  await block(
    "acme",
    "settings",
    "Impresoras",
    "<p>La configuración de la impresora se cambia en el menú Ajustes.</p>",
  );
  await block("acme", "refund", "Reembolsos", "<p>El reembolso de una devolución tarda 10 días hábiles.</p>");
  await block(
    "acme",
    "shipping",
    "Shipping policy",
    "<p>Orders ship within two business days. Returned items must be unused and in their original box.</p>",
  );
  await block("acme", "skuB", "Refacciones B", "<p>La pieza SKU-4471-B cuesta 120 pesos.</p>");
  await block("acme", "skuC", "Refacciones C", "<p>La pieza SKU-4471-C cuesta 95 pesos.</p>");
  await block("acme", "accounts", "Cuentas", "<p>El archivo /etc/passwd guarda las cuentas del sistema.</p>");
  await block("acme", "temporary", "Temporales", "<p>Lo que se guarda en /tmp se borra al reiniciar.</p>");
  await block(
    "acme",
    "pressure",
    "Presión",
    "<p>La presión de trabajo es de 4 kg/cm² como máximo. Firme el vale de entrada/salida del almacén.</p>",
  );
  await block("acme", "inactive", "Bloque apagado", "<p>El flamenco rosado vive en Yucatán.</p>");
  await setKnowledgeBlockActive("acme", ids.inactive, false);
  ids.faq = (
    await createQaPair("acme", { question: "¿Tienen factura electrónica?", answer: "Sí, CFDI 4.0." })
  ).id;
  await document("acme", "manual", "manual-garantia.pdf", [
    "Introducción al manual del equipo.",
    "La garantía cubre defectos de fabricación durante 12 meses.",
  ]);

  // The other tenant shares the vocabulary, and carries a canary nothing of acme's contains.
  await block("beta", "betaHours", `Horario ${CANARY}`, `<p>Horario de atención ${CANARY}: de 8 a 16 h.</p>`);
  await block(
    "beta",
    "betaReturns",
    "Devoluciones",
    `<p>Devoluciones y configuración ${CANARY} SKU-4471-B.</p>`,
  );
  ids.betaFaq = (
    await createQaPair("beta", { question: `¿Horario ${CANARY}?`, answer: `Devoluciones ${CANARY}.` })
  ).id;
  await document("beta", "betaManual", `manual-${CANARY}.pdf`, [`Garantía y devoluciones ${CANARY}.`]);
});

const sources = async (query: string, k?: number) =>
  (await searchChunks("acme", query, k)).map((hit) => hit.sourceId);

describe("searchChunks", () => {
  it("returns ranked chunks with their source, in a fixed shape", async () => {
    const hits = await searchChunks("acme", "garantía");
    expect(hits).toEqual([
      {
        chunkId: expect.any(String),
        sourceKind: "document",
        sourceId: ids.manual,
        title: "manual-garantia.pdf",
        page: 2,
        // Whether `page` is a PDF page or a slide, a sheet, a minute (lib/chat/source-place.ts).
        extension: "pdf",
        heading: "",
        text: "La garantía cubre defectos de fabricación durante 12 meses.",
        rank: expect.any(Number),
        // The question's one word is in the chunk: it covers all of the question's weight.
        coverage: 1,
      },
    ]);
    expect(hits[0].rank).toBeGreaterThan(0);
  });

  it("titles Q&A chunks with the question", async () => {
    const [hit] = await searchChunks("acme", "factura electronica");
    expect(hit).toMatchObject({
      sourceKind: "qa_pair",
      sourceId: ids.faq,
      title: "¿Tienen factura electrónica?",
    });
  });

  it("matches without accents: 'configuracion' finds 'configuración'", async () => {
    expect(await sources("configuracion")).toEqual([ids.settings]);
    expect(await sources("configuración")).toEqual([ids.settings]);
  });

  it("finds each word of a run joined by slashes, and the run as written", async () => {
    // Postgres reads «kg/cm²» and «entrada/salida» as one path-like token.
    expect(await sources("kg")).toEqual([ids.pressure]);
    expect(await sources("vale de salida")).toEqual([ids.pressure]);
    expect(await sources("/etc/passwd")).toEqual([ids.accounts]);
  });

  it("matches across inflections and accents: 'devoluciones' ↔ 'devolución'", async () => {
    // "devolución" is only in the refund block, "devoluciones" only in the returns block.
    expect(await sources("devolución")).toEqual(expect.arrayContaining([ids.returns, ids.refund]));
    expect(await sources("devoluciones")).toEqual(expect.arrayContaining([ids.returns, ids.refund]));
    expect(await sources("devolucion")).toContain(ids.refund);
  });

  it("answers a natural-language question whose words are not all in the text", async () => {
    expect((await sources("¿Cuál es el horario de atención?"))[0]).toBe(ids.hours);
    expect((await sources("cual es el horario de atencion"))[0]).toBe(ids.hours);
  });

  it("stems English questions against English text", async () => {
    expect((await sources("How long does shipping take for my orders?"))[0]).toBe(ids.shipping);
    expect(await sources("returned item")).toEqual([ids.shipping]);
  });

  it("matches product codes exactly", async () => {
    expect(await sources("SKU-4471-B")).toEqual([ids.skuB]);
    expect(await sources("sku-4471-c")).toEqual([ids.skuC]);
    expect((await sources("¿Cuánto cuesta la SKU-4471-B?"))[0]).toBe(ids.skuB);
  });

  it("matches file paths as Postgres indexes them, with their leading slash", async () => {
    expect(await sources("¿Qué contiene /etc/passwd?")).toEqual([ids.accounts]);
    expect(await sources("que hay en /tmp")).toEqual([ids.temporary]);
  });

  it("ranks the block that matches best first", async () => {
    expect((await sources("política de devoluciones"))[0]).toBe(ids.returns);
    expect((await sources("reembolso de una devolución"))[0]).toBe(ids.refund);
  });

  it("honours k", async () => {
    expect(await sources("devoluciones reembolso horario garantía configuración", 2)).toHaveLength(2);
  });

  it("never returns chunks of inactive sources, even if some were left in the index", async () => {
    expect(await sources("flamenco")).toEqual([]);
    const db = await testDb();
    await db.chunk.create({
      data: {
        organizationId: "acme",
        sourceKind: "knowledge_block",
        sourceId: ids.inactive,
        ordinal: 0,
        text: "El flamenco rosado vive en Yucatán.",
        language: "spanish",
      },
    });
    await db.document.update({ where: { id: ids.manual }, data: { status: "processing" } });
    try {
      expect(await sources("flamenco")).toEqual([]);
      expect(await sources("garantía")).toEqual([]);
    } finally {
      await db.chunk.deleteMany({ where: { sourceId: ids.inactive } });
      await db.document.update({ where: { id: ids.manual }, data: { status: "processed" } });
    }
  });

  it("answers nothing, without errors, to empty, stop-word-only and odd queries", async () => {
    for (const query of [
      "",
      "   ",
      "de la el",
      "the of and",
      "!!! & | <-> :* '",
      '\'); DROP TABLE "Chunk"; --',
      '""',
    ]) {
      expect(await searchChunks("acme", query)).toEqual([]);
    }
    expect(await searchChunks("", "horario")).toEqual([]);
  });

  it("never returns another organisation's chunks, in any field", async () => {
    const db = await testDb();
    const acmeChunkIds = new Set(
      (await db.chunk.findMany({ where: { organizationId: "acme" }, select: { id: true } })).map((c) => c.id),
    );
    const betaIds = [ids.betaHours, ids.betaReturns, ids.betaFaq, ids.betaManual];
    const queries = [
      CANARY,
      CANARY.toLowerCase(),
      `horario ${CANARY}`,
      "horario de atención",
      "devoluciones",
      "configuración",
      "SKU-4471-B",
      "garantía",
      "manual",
      "¿Cuál es el horario?",
    ];
    let returned = 0;
    for (const query of queries) {
      const hits: RetrievedChunk[] = await searchChunks("acme", query, 50);
      returned += hits.length;
      const serialised = JSON.stringify(hits);
      expect(serialised).not.toContain(CANARY);
      expect(serialised.toLowerCase()).not.toContain(CANARY.toLowerCase());
      for (const id of betaIds) expect(serialised).not.toContain(id);
      for (const hit of hits) expect(acmeChunkIds.has(hit.chunkId)).toBe(true);
    }
    expect(returned).toBeGreaterThan(5);
    // The canary is there to be found, by its own organisation.
    expect((await searchChunks("beta", CANARY)).length).toBeGreaterThan(0);
  });
});
