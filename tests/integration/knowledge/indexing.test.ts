import * as knowledgeBlocks from "@/app/api/knowledge_blocks/route";
import * as qa from "@/app/api/qa/route";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { apiClient } from "@/tests/helpers/api";

// Every write through the API leaves the index in step with the source, at once (DESIGN §7).
useTestDatabase({ seed: true });

const blocksApi = apiClient("/api/knowledge_blocks", knowledgeBlocks);
const qaApi = apiClient("/api/qa", qa);
let token: string;
beforeAll(async () => {
  token = await sessionTokenFor("admin@example.com");
});

const found = async (query: string) => (await searchChunks("demo", query)).map((hit) => hit.sourceId);
const chunksOf = async (sourceId: string) => (await testDb()).chunk.count({ where: { sourceId } });

async function createBlock(title: string, content: string): Promise<string> {
  const { status, body } = await blocksApi("POST", { token, body: { title, content } });
  expect(status).toBe(201);
  return (body.data as { id: string }).id;
}

describe("knowledge blocks", () => {
  it("are searchable as soon as they are created, section by section", async () => {
    const id = await createBlock(
      "Frutas de temporada",
      "<h2>Zarzamoras</h2><p>La zarzamora llega en junio.</p><h2>Guayabas</h2><p>La guayaba llega en octubre.</p>",
    );
    expect(await chunksOf(id)).toBe(2);
    const [hit] = await searchChunks("demo", "zarzamoras");
    expect(hit).toMatchObject({
      sourceKind: "knowledge_block",
      sourceId: id,
      title: "Frutas de temporada",
      heading: "Frutas de temporada › Zarzamoras",
      page: null,
    });
  });

  it("leave answers when deactivated and come back when reactivated", async () => {
    const id = await createBlock("Mandarinas", "<p>La mandarina llega en diciembre.</p>");
    const toggle = (isActive: boolean) =>
      blocksApi("PUT", { token, body: { action: "toggle_active_status", kb_id: id, is_active: isActive } });
    expect((await toggle(false)).status).toBe(200);
    expect(await found("mandarina")).toEqual([]);
    expect(await chunksOf(id)).toBe(0);
    await toggle(true);
    expect(await found("mandarina")).toEqual([id]);
  });

  it("are re-indexed on edit: the old text is gone and the new one found", async () => {
    const id = await createBlock("Cítricos", "<p>El limón persa se cosecha todo el año.</p>");
    expect(await found("limón")).toEqual([id]);
    await blocksApi("PUT", {
      token,
      body: {
        action: "update_knowledge_block",
        kb_id: id,
        title: "Cítricos",
        content: "<p>La toronja rosada.</p>",
      },
    });
    expect(await found("limón")).toEqual([]);
    expect(await found("toronja")).toEqual([id]);
  });

  it("keep their index when an edit is refused", async () => {
    const id = await createBlock("Uvas", "<p>La uva globo se vende por caja.</p>");
    const refused = await blocksApi("PUT", {
      token,
      body: { action: "update_knowledge_block", kb_id: id, title: "Uvas", content: "<p></p>" },
    });
    expect(refused.status).toBe(400);
    expect(await found("uva globo")).toEqual([id]);
  });

  it("edited while inactive stay out of the index", async () => {
    const id = await createBlock("Peras", "<p>La pera de agua.</p>");
    await blocksApi("PUT", { token, body: { action: "toggle_active_status", kb_id: id, is_active: false } });
    await blocksApi("PUT", {
      token,
      body: {
        action: "update_knowledge_block",
        kb_id: id,
        title: "Peras",
        content: "<p>La pera asiática.</p>",
      },
    });
    expect(await found("pera")).toEqual([]);
  });

  it("leave the index when deleted", async () => {
    const id = await createBlock("Tamarindo", "<p>El tamarindo se vende en vaina.</p>");
    await blocksApi("DELETE", { token, query: { id } });
    expect(await found("tamarindo")).toEqual([]);
    expect(await chunksOf(id)).toBe(0);
  });
});

describe("Q&A pairs", () => {
  type Pair = { id: string };
  const createPair = async (body: object) => (await qaApi("POST", { token, body })).body.data as Pair;

  it("are indexed as one chunk headed by the question, and titled by it", async () => {
    const pair = await createPair({
      question: "¿Aceptan pagos con tarjeta Carnet?",
      answer: "Sí, Visa, Mastercard y Carnet.",
    });
    expect(await chunksOf(pair.id)).toBe(1);
    const [hit] = await searchChunks("demo", "pago con tarjeta carnet");
    expect(hit).toMatchObject({
      sourceKind: "qa_pair",
      sourceId: pair.id,
      title: "¿Aceptan pagos con tarjeta Carnet?",
      heading: "¿Aceptan pagos con tarjeta Carnet?",
      text: "¿Aceptan pagos con tarjeta Carnet?\n\nSí, Visa, Mastercard y Carnet.",
    });
    expect(await found("carnet")).toEqual([pair.id]);
  });

  it("follow edits, deactivation and deletion at once", async () => {
    const pair = await createPair({ question: "¿Tienen estacionamiento?", answer: "Sí, gratuito." });
    await qaApi("PUT", { token, body: { id: pair.id, answer: "Sí, con valet parking." } });
    expect(await found("gratuito")).toEqual([]);
    expect(await found("valet")).toEqual([pair.id]);
    await qaApi("PUT", { token, body: { id: pair.id, is_active: false } });
    expect(await found("valet")).toEqual([]);
    await qaApi("PUT", { token, body: { id: pair.id, is_active: true } });
    expect(await found("valet")).toEqual([pair.id]);
    await qaApi("DELETE", { token, query: { id: pair.id } });
    expect(await found("valet")).toEqual([]);
    expect(await chunksOf(pair.id)).toBe(0);
  });

  it("created inactive are not indexed", async () => {
    const pair = await createPair({ question: "¿Venden helado?", answer: "Pronto.", is_active: false });
    expect(await chunksOf(pair.id)).toBe(0);
    expect(await found("helado")).toEqual([]);
  });
});
