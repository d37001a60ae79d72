import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { isRelevantEnough, RELEVANCE } from "@/server/ai/relevance";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

// The behaviours the bounded search (server/services/retrieval/full-text.ts) relies on: word groups without
// stop words, candidates by coordination level, ordering by the rarity of the words a chunk contains.
useTestDatabase();

const ids: Record<string, string> = {};

async function block(key: string, title: string, content: string) {
  ids[key] = (await createKnowledgeBlock("acme", { title, content })).id;
}

beforeAll(async () => {
  const db = await testDb();
  await db.organization.create({ data: { id: "acme", name: "Acme" } });
  for (const [key, title, content] of [
    ["hours", "Horario", "El horario de la tienda es de lunes a sábado, de 10 a 19 h."],
    ["warranty", "Garantía", "La garantía de los equipos cubre defectos de fabricación durante un año."],
    ["equipment", "Equipos", "Los equipos de cómputo se piden al área de sistemas."],
    ["skuB", "Refacción B", "La pieza SKU-4471-B cuesta 120 pesos."],
    ["skuC", "Refacción C", "La pieza SKU-4471-C cuesta 95 pesos."],
    ["wifi", "Internet", "El internet inalámbrico (WiFi) de la tienda es gratuito para clientes."],
    ["vacation", "Vacaciones", "Las vacaciones son de 12 días el primer año."],
    ["damage", "Daños", "Si el paquete llega con daños, repórtelo dentro de 24 horas."],
    ["invoices", "Facturas", "Las facturas se piden por e-mail al área de crédito."],
  ])
    await block(key, title, `<p>${content}</p>`);
  // "empresa" is everywhere, and these blocks say it again and again.
  for (let i = 0; i < 30; i++)
    await block(
      `filler${i}`,
      `Empresa ${i}`,
      `<p>La empresa, nuestra empresa: empresa y más empresa (${i}). La empresa crece.</p>`,
    );
});

const sources = async (query: string, k?: number) =>
  (await searchChunks("acme", query, k)).map((hit) => hit.sourceId);

describe("searchChunks ranking", () => {
  it("finds the block for a question made mostly of stop words and filler", async () => {
    expect((await sources("Hola, necesito saber por favor ¿cuál es el horario que tienen?"))[0]).toBe(
      ids.hours,
    );
    expect((await sources("¿Cuál es el horario de la empresa?"))[0]).toBe(ids.hours);
  });

  it("reads «dar» as framing, as “get” is: «me dan» is not «daños» without its tilde", async () => {
    const hits = await sources("¿cuántos días de vacaciones me dan?");
    expect(hits[0]).toBe(ids.vacation);
    expect(hits).not.toContain(ids.damage);
    expect(await sources("¿me dan?")).toEqual([]);
  });

  it("reads the asker's want or need in any person as framing, as «quiero» is", async () => {
    // Unknown to the content, «quiere» would weigh as a rare word the passage lacks.
    const [hit] = await searchChunks("acme", "¿y si quiere vacaciones?");
    expect(hit.sourceId).toBe(ids.vacation);
    expect(hit.coverage).toBeCloseTo(1);
    expect((await searchChunks("acme", "¿qué necesitan para las vacaciones?"))[0].coverage).toBeCloseTo(1);
  });

  it("ranks a chunk with more of the question's words above chunks with fewer", async () => {
    const hits = await sources("garantía de los equipos");
    expect(hits[0]).toBe(ids.warranty);
    expect(hits).toContain(ids.equipment);
    expect(hits.indexOf(ids.warranty)).toBeLessThan(hits.indexOf(ids.equipment));
  });

  it("does not let a very common word swamp a rare one", async () => {
    // Thirty blocks repeat "empresa"; the one with "garantía" still comes first.
    expect((await sources("garantía empresa"))[0]).toBe(ids.warranty);
    expect((await sources("¿Qué garantía da la empresa?"))[0]).toBe(ids.warranty);
    // Alone, the common word still finds its blocks.
    expect((await sources("empresa")).length).toBe(8);
  });

  it("keeps product codes exact, inside a question too", async () => {
    expect(await sources("SKU-4471-B")).toEqual([ids.skuB]);
    expect(await sources("sku-4471-c")).toEqual([ids.skuC]);
    expect((await sources("¿Cuánto cuesta la SKU-4471-C?"))[0]).toBe(ids.skuC);
  });

  it("searches a hyphenated word as the content writes it, joined («Wi-Fi» as «WiFi»)", async () => {
    for (const question of ["¿Tienen Wi-Fi?", "Is there Wi-Fi for customers?"]) {
      const hits = await searchChunks("acme", question);
      expect(hits[0]?.sourceId).toBe(ids.wifi);
      expect(isRelevantEnough(question, hits)).toBe(true);
    }
    // Content that keeps the hyphen is searched as asked.
    const question = "¿A qué e-mail pido la factura?";
    const hits = await searchChunks("acme", question);
    expect(hits[0]?.sourceId).toBe(ids.invoices);
    expect(isRelevantEnough(question, hits)).toBe(true);
  });

  it("answers a question in English with no Spanish stop words searched", async () => {
    // "de", "la", "el", "es" are not searched for an English question, nor as English words.
    expect(await sources("what is the de la el es")).toEqual([]);
  });

  it("weighs words by the organisation's own statistics, not another tenant's", async () => {
    const db = await testDb();
    await db.organization.create({ data: { id: "otra", name: "Otra" } });
    // In the other tenant "garantía" is everywhere and "empresa" is rare; acme's ranking is unchanged.
    for (let i = 0; i < 20; i++)
      await createKnowledgeBlock("otra", { title: `Garantía ${i}`, content: "<p>Garantía, garantía.</p>" });
    expect((await sources("garantía empresa"))[0]).toBe(ids.warranty);
    const stats = await db.termStatistic.findMany({
      where: { lexeme: "" },
      orderBy: { organizationId: "asc" },
    });
    // Acme: its nine blocks and thirty «empresa» blocks, one chunk each.
    expect(stats.map((row) => [row.organizationId, row.chunks])).toEqual([
      ["acme", 39],
      ["otra", 20],
    ]);
  });

  it("gives a chunk its coverage of the question's weight, unknown words counting against it", async () => {
    const [known] = await searchChunks("acme", "garantía equipos");
    const [partly] = await searchChunks("acme", "garantía futbolística");
    expect(known.coverage).toBeCloseTo(1);
    expect(partly.sourceId).toBe(ids.warranty);
    expect(partly.coverage).toBeLessThan(0.5);
  });

  it("does not search the words that join one thing to another («junto con», «además»)", async () => {
    // "junto" is the rarest word of the question in acme's content, and says nothing of it.
    await block("together", "Mudanza", "<p>El archivero va junto a la ventana.</p>");
    await block(
      "purge",
      "Bajas",
      "<p>Al dar de baja un equipo se borran su configuración y sus archivos.</p>",
    );
    const hits = await sources("¿Cómo borro un equipo junto con su configuración y sus archivos?");
    expect(hits[0]).toBe(ids.purge);
    expect(hits).not.toContain(ids.together);
  });

  it("ranks by a Spanish word's English equivalent, which counts only in part at the gate", async () => {
    // Spanish manuals keep English option names: the question's «legibles para humanos» is the
    // first block's --human-readable; the second says «legibles» and «tamaños» in Spanish only.
    await block(
      "option",
      "Opciones",
      "<p>La opción --human-readable muestra los tamaños como 1K o 234M.</p>",
    );
    await block("summary", "Resumen", "<p>Los tamaños legibles se calculan en el resumen mensual.</p>");
    const [first] = await searchChunks("acme", "¿Cómo muestro tamaños legibles para humanos?");
    expect(first.sourceId).toBe(ids.option);
    // «gerente» occurs nowhere in Spanish; its equivalent "manager" does, in another sense.
    await block("tool", "Paquetes", "<p>El package manager instala los programas del sistema.</p>");
    const [other] = await searchChunks("acme", "¿Quién es el gerente del sistema?");
    expect(other.sourceId).toBe(ids.tool);
    expect(other.coverage).toBeLessThan(RELEVANCE.minCoverage);
    // Once «gerente» is in the content, "manager" earns the other block half of its weight at the
    // gate: the block with «gerente» covers its share, the other «sistema» and half of «gerente».
    await block("sales", "Ventas", "<p>El gerente de ventas aprueba los descuentos.</p>");
    const hits = await searchChunks("acme", "¿Quién es el gerente del sistema?");
    const coverage = (id: string) => hits.find((hit) => hit.sourceId === id)!.coverage!;
    expect(coverage(ids.tool) + coverage(ids.sales) / 2).toBeCloseTo(1, 5);
  });

  it("counts the unknown verb of a how-to question half, an unknown word elsewhere fully", async () => {
    // "veo" does not occur in acme's content, which says "consultan".
    await block("logs", "Bitácoras", "<p>Las bitácoras del arranque se consultan con journalctl.</p>");
    const [howTo] = await searchChunks("acme", "¿Cómo veo las bitácoras del arranque?");
    const [withPronoun] = await searchChunks("acme", "como le veo las bitacoras del arranque");
    const [elsewhere] = await searchChunks("acme", "¿Las bitácoras del arranque las veo?");
    // Unaccented «como» after words that say something means "as": no verb follows.
    const [asAs] = await searchChunks("acme", "bitácoras del arranque como veo");
    for (const hit of [howTo, withPronoun, elsewhere, asAs]) expect(hit.sourceId).toBe(ids.logs);
    expect(asAs.coverage).toBeCloseTo(elsewhere.coverage!);
    expect(howTo.coverage).toBeGreaterThan(RELEVANCE.minCoverage);
    expect(withPronoun.coverage).toBeCloseTo(howTo.coverage!);
    expect(elsewhere.coverage).toBeLessThan(howTo.coverage! - 0.05);
    // The rest of the question still decides: an unknown topic is not excused by the verb.
    const [offTopic] = await searchChunks("acme", "¿Cómo veo las bitácoras del velero?");
    // «velero» counts fully: the passage covers «bitácoras» only, not half the question as the
    // excused verb would have let it.
    expect(offTopic.coverage!).toBeLessThan(howTo.coverage! / 2);
  });

  it("counts a multi-word name the content never writes together as unknown", async () => {
    // "buen" and "servicio" are both in acme's content, but never side by side as a name.
    await block(
      "service",
      "Servicio",
      "<p>El servicio técnico revisa cada equipo. Un buen equipo dura años.</p>",
    );
    const [asName] = await searchChunks("acme", "¿Qué es el Buen Servicio?");
    const [asWords] = await searchChunks("acme", "¿Qué es un buen servicio?");
    expect(asName.sourceId).toBe(ids.service);
    expect(asWords.sourceId).toBe(ids.service);
    expect(asName.coverage).toBeLessThan(0.4);
    expect(asWords.coverage).toBeGreaterThan(0.6);
    // A name the content does write is a known name.
    await block("known", "Club", "<p>El programa Buen Servicio da puntos en cada compra.</p>");
    const named = await searchChunks("acme", "¿Qué es el Buen Servicio?");
    expect(named.map((hit) => hit.sourceId)).toContain(ids.known);
    expect(named[0].coverage).toBeGreaterThan(0.6);
  });

  it("ranks a chunk with the question's words side by side above one with them apart", async () => {
    // The scattered block says each word more often, so ts_rank alone would put it first.
    await block(
      "scattered",
      "Ventas",
      "<p>El archivo de ventas se guarda cada día; otro archivo guarda las compras. La configuración de la impresora la hace el área de sistemas, y su configuración cambia cada año.</p>",
    );
    await block("phrase", "Carpeta", "<p>Los archivos de configuración viven en la carpeta del sistema.</p>");
    const hits = await sources("¿Dónde están los archivos de configuración?");
    expect(hits.indexOf(ids.phrase)).toBeLessThan(hits.indexOf(ids.scattered));
    expect(hits[0]).toBe(ids.phrase);
  });

  it("returns at most k results, best first, for a word every chunk contains", async () => {
    expect(await sources("empresa", 3)).toHaveLength(3);
    expect(await sources("empresa", 50)).toHaveLength(30);
  });
});
