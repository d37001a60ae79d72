import {
  createKnowledgeBlock,
  deleteKnowledgeBlock,
  setKnowledgeBlockActive,
  updateKnowledgeBlock,
} from "@/server/services/knowledge/blocks";
import { createQaPair, deleteQaPair } from "@/server/services/knowledge/qa-pairs";
import { deleteDocument } from "@/server/services/documents/library";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { processedDocument } from "@/tests/helpers/processed-document";
import { createOrganizations, testDb, useTestDatabase } from "@/tests/helpers/test-db";

/**
 * A repeated question is served from the search cache (server/services/retrieval/search-cache.ts)
 * until anything retrieval reads of the organisation changes: every kind of change below must show
 * in the very next search of the same question.
 */
useTestDatabase();

const titles = async (organizationId: string, question: string) =>
  (await searchChunks(organizationId, question)).map((chunk) => chunk.title);

/** Counts the searches that reached the database (the ranking query), around `run`. */
async function searchQueries(run: () => Promise<unknown>): Promise<number> {
  const db = await testDb();
  const spy = jest.spyOn(db, "$queryRawUnsafe");
  try {
    await run();
    return spy.mock.calls.filter(([sql]) => String(sql).includes("WITH levels AS")).length;
  } finally {
    spy.mockRestore();
  }
}

beforeAll(() => createOrganizations("Acme", "Beta"));

describe("search cache", () => {
  const question = "¿Cuál es la garantía del taladro?";
  let blockId = "";

  beforeAll(async () => {
    blockId = (
      await createKnowledgeBlock("acme", {
        title: "Garantías",
        content: "<p>El taladro tiene garantía de 2 años.</p>",
      })
    ).id;
  });

  it("answers a repeated question without searching again, with results of its own", async () => {
    expect(await searchQueries(() => titles("acme", question))).toBe(1);
    let again: Awaited<ReturnType<typeof searchChunks>> = [];
    expect(await searchQueries(async () => (again = await searchChunks("acme", question)))).toBe(0);
    expect(again.map((chunk) => chunk.title)).toEqual(["Garantías"]);
    // A caller changing its copy does not change what the next caller gets.
    again[0].text = "cambiado";
    expect((await searchChunks("acme", question))[0].text).toContain("2 años");
    // Another limit or another spelling is another search.
    expect(await searchQueries(() => searchChunks("acme", question, 3))).toBe(1);
    expect(await searchQueries(() => searchChunks("acme", "¿Cual es la garantia del taladro?"))).toBe(1);
  });

  it("never serves one organisation's result to another", async () => {
    await titles("acme", question);
    expect(await titles("beta", question)).toEqual([]);
    await createKnowledgeBlock("beta", { title: "Garantía beta", content: "<p>El taladro beta: 1 año.</p>" });
    expect(await titles("beta", question)).toEqual(["Garantía beta"]);
    expect(await titles("acme", question)).toEqual(["Garantías"]);
  });

  it("sees an edited, renamed, deactivated and deleted knowledge block at once", async () => {
    await titles("acme", question);
    await updateKnowledgeBlock("acme", blockId, {
      title: "Garantías 2025",
      content: "<p>El taladro tiene garantía de 3 años.</p>",
    });
    const edited = await searchChunks("acme", question);
    expect(edited.map((chunk) => [chunk.title, chunk.text])).toEqual([
      ["Garantías 2025", expect.stringContaining("3 años")],
    ]);
    await setKnowledgeBlockActive("acme", blockId, false);
    expect(await titles("acme", question)).toEqual([]);
    await setKnowledgeBlockActive("acme", blockId, true);
    expect(await titles("acme", question)).toEqual(["Garantías 2025"]);
    await deleteKnowledgeBlock("acme", blockId);
    expect(await titles("acme", question)).toEqual([]);
  });

  it("sees a new Q&A pair and its deletion at once", async () => {
    const faq = "¿Hacen envíos a Mérida?";
    expect(await titles("acme", faq)).toEqual([]);
    const pair = await createQaPair("acme", { question: faq, answer: "Sí, envíos a Mérida en 3 días." });
    expect(await titles("acme", faq)).toEqual([faq]);
    await deleteQaPair("acme", pair.id);
    expect(await titles("acme", faq)).toEqual([]);
  });

  it("sees a processed document, its renaming and its deletion at once", async () => {
    const manual = "¿Cada cuánto se cambia el filtro del compresor?";
    expect(await titles("acme", manual)).toEqual([]);
    const documentId = await processedDocument("acme", "compresor.pdf", [
      "El filtro del compresor se cambia cada 500 horas de uso.",
    ]);
    expect(await titles("acme", manual)).toEqual(["compresor.pdf"]);
    const db = await testDb();
    await db.document.update({ where: { id: documentId }, data: { filename: "compresor-v2.pdf" } });
    expect(await titles("acme", manual)).toEqual(["compresor-v2.pdf"]);
    // The test's document has no stored file: its deletion logs that, which is not what is tested here.
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    await deleteDocument("acme", documentId);
    logged.mockRestore();
    expect(await titles("acme", manual)).toEqual([]);
  });

  it("sees chunks written by another connection or process (the generation lives in the database)", async () => {
    const other = "¿Qué horario tiene el almacén?";
    const block = await createKnowledgeBlock("acme", {
      title: "Almacén",
      content: "<p>El almacén abre de 8 a 15 h.</p>",
    });
    expect(await titles("acme", other)).toEqual(["Almacén"]);
    const db = await testDb();
    await db.$executeRawUnsafe(`DELETE FROM "Chunk" WHERE "sourceId" = $1`, block.id);
    expect(await titles("acme", other)).toEqual([]);
  });

  it("sees a chunk rewritten in place", async () => {
    const question = "¿Cuánto dura la batería del escáner?";
    const block = await createKnowledgeBlock("acme", {
      title: "Escáner",
      content: "<p>La batería del escáner dura 8 horas.</p>",
    });
    expect((await searchChunks("acme", question))[0].text).toContain("8 horas");
    const db = await testDb();
    await db.$executeRawUnsafe(
      `UPDATE "Chunk" SET "text" = replace("text", '8 horas', '12 horas') WHERE "sourceId" = $1`,
      block.id,
    );
    expect((await searchChunks("acme", question))[0].text).toContain("12 horas");
  });

  it("never serves a deleted organisation's results to a new one with the same id", async () => {
    const db = await testDb();
    const question = "¿Dónde está la bodega de refacciones?";
    await db.organization.create({ data: { id: "gamma", name: "Gamma" } });
    await createKnowledgeBlock("gamma", {
      title: "Bodega",
      content: "<p>La bodega de refacciones está en el sótano.</p>",
    });
    expect(await titles("gamma", question)).toEqual(["Bodega"]);
    await db.organization.delete({ where: { id: "gamma" } });
    await db.organization.create({ data: { id: "gamma", name: "Gamma otra vez" } });
    expect(await titles("gamma", question)).toEqual([]);
  });

  it("sees the whole index emptied by TRUNCATE", async () => {
    expect(await titles("beta", "¿Cuál es la garantía del taladro?")).toEqual(["Garantía beta"]);
    const db = await testDb();
    await db.$executeRawUnsafe(`TRUNCATE "Chunk"`);
    expect(await titles("beta", "¿Cuál es la garantía del taladro?")).toEqual([]);
  });
});
