import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

describe("Chunk full-text search trigger", () => {
  useTestDatabase();

  beforeAll(async () => {
    const db = await testDb();
    await db.organization.create({ data: { id: "acme", name: "Acme" } });
    await db.chunk.createMany({
      data: [
        {
          id: "c-es",
          language: "spanish",
          heading: "Ajustes",
          text: "La configuración de la impresora se cambia en el menú.",
        },
        {
          id: "c-en",
          language: "english",
          heading: "Returns",
          text: "Customers were returning the printers.",
        },
        { id: "c-other", language: "klingon", heading: "Códigos", text: "SKU-4471 Más información" },
        { id: "c-head", language: "spanish", heading: "Garantía", text: "Cubre defectos de fábrica." },
        { id: "c-body", language: "spanish", heading: "Soporte", text: "Lee la garantía antes de llamar." },
      ].map((chunk, ordinal) => ({
        ...chunk,
        organizationId: "acme",
        sourceKind: "knowledge_block" as const,
        sourceId: "s",
        ordinal,
      })),
    });
  });

  async function matches(config: "spanish" | "english" | "simple", query: string): Promise<string[]> {
    const db = await testDb();
    const rows = await db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id FROM "Chunk" WHERE "search" @@ websearch_to_tsquery('${config}', immutable_unaccent($1)) ORDER BY id`,
      query,
    );
    return rows.map((row) => row.id);
  }

  it("matches Spanish text without accents and across inflections", async () => {
    expect(await matches("spanish", "configuracion")).toEqual(["c-es"]);
    expect(await matches("spanish", "configuracion impresoras")).toEqual(["c-es"]); // impresoras → impresor
  });

  it("stems English rows with the english config", async () => {
    expect(await matches("english", "return printer")).toEqual(["c-en"]);
  });

  it("indexes other languages with the simple config (no stemming, still unaccented)", async () => {
    expect(await matches("simple", "sku-4471")).toEqual(["c-other"]);
    expect(await matches("simple", "informacion")).toEqual(["c-other"]);
    expect(await matches("simple", "codigo")).toEqual([]);
  });

  it("weighs the heading above the body", async () => {
    const db = await testDb();
    const ranked = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Chunk" WHERE "search" @@ websearch_to_tsquery('spanish', immutable_unaccent('garantia'))
      ORDER BY ts_rank("search", websearch_to_tsquery('spanish', immutable_unaccent('garantia'))) DESC`;
    expect(ranked.map((row) => row.id)).toEqual(["c-head", "c-body"]);
  });

  it("re-indexes when the text changes", async () => {
    const db = await testDb();
    await db.chunk.update({ where: { id: "c-es" }, data: { text: "Horario de atención al cliente" } });
    expect(await matches("spanish", "configuracion")).toEqual([]);
    expect(await matches("spanish", "atencion")).toEqual(["c-es"]);
  });
});
