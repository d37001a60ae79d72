import { settleBackgroundWork } from "@/server/background";
import { resetConfigForTests } from "@/server/config";
import { getDb } from "@/server/db";
import { retrieveForQuestion, type HybridChunk } from "@/server/services/retrieval/hybrid";
import {
  createKnowledgeBlock,
  deleteKnowledgeBlock,
  setKnowledgeBlockActive,
} from "@/server/services/knowledge/blocks";
import { searchChunks, type RetrievedChunk } from "@/server/services/retrieval/full-text";
import { embeddingText, vectorsEnabled } from "@/server/services/retrieval/vectors";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "@/tests/helpers/fake-openai-server";
import { createOrganizations, testDb, useTestDatabase } from "@/tests/helpers/test-db";

/**
 * Hybrid retrieval (DESIGN §7): full text fused with pgvector neighbours when an embedding model is
 * configured. The fake provider's embeddings put synonyms in one dimension ("vacaciones", "días
 * libres", "descanso"), so a question sharing no word with a block can still find it. On a
 * PostgreSQL server without pgvector the same setup must degrade to full text with one warning.
 */

useTestDatabase();

const CANARY = "CANARIO7Q9X";
const SYNONYM_QUESTION = "¿Cuántos días libres me tocan?";
const ENV_KEYS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "EMBEDDING_MODEL"] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

let fake: FakeOpenAIServer;
let pgvector = false;
let warn: jest.SpyInstance;
let error: jest.SpyInstance;
const ids: Record<string, string> = {};

function useEmbeddings(on: boolean) {
  process.env.OPENAI_API_KEY = "sk-test";
  process.env.OPENAI_BASE_URL = fake.baseURL;
  if (on) process.env.EMBEDDING_MODEL = "fake-embedding";
  else delete process.env.EMBEDDING_MODEL;
  resetConfigForTests();
}

async function block(organizationId: string, key: string, title: string, content: string) {
  ids[key] = (await createKnowledgeBlock(organizationId, { title, content })).id;
}

async function chunkTexts(organizationId: string): Promise<string[]> {
  const db = await getDb();
  const chunks = await db.chunk.findMany({
    where: { organizationId },
    select: { heading: true, text: true },
  });
  return chunks.map((chunk) => embeddingText(chunk));
}

async function embeddings(): Promise<{ chunkId: string; organizationId: string; owner: string | null }[]> {
  const db = await getDb();
  return db.$queryRawUnsafe(
    `SELECT e."chunkId", e."organizationId", c."organizationId" AS "owner"
     FROM "ChunkEmbedding" e LEFT JOIN "Chunk" c ON c."id" = e."chunkId" ORDER BY e."chunkId"`,
  );
}

async function embeddingTableExists(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.$queryRawUnsafe<{ exists: boolean }[]>(
    `SELECT to_regclass('public."ChunkEmbedding"') IS NOT NULL AS "exists"`,
  );
  return row.exists;
}

/** A hybrid result without what hybrid retrieval adds: comparable with searchChunks' result. */
function strip(chunks: HybridChunk[]): RetrievedChunk[] {
  return chunks.map((chunk) => {
    const plain: Partial<HybridChunk> = { ...chunk };
    delete plain.retrievedBy;
    delete plain.fusedScore;
    return plain as RetrievedChunk;
  });
}
const sourceIds = (chunks: { sourceId: string }[]) => chunks.map((chunk) => chunk.sourceId);

beforeAll(async () => {
  const db = await testDb();
  const [available] = await db.$queryRawUnsafe<{ available: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS "available"`,
  );
  pgvector = available.available;
  fake = await startFakeOpenAIServer();
  useEmbeddings(true);
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  error = jest.spyOn(console, "error").mockImplementation(() => {});

  await createOrganizations("Acme", "Beta");
  await block(
    "acme",
    "vacation",
    "Vacaciones",
    "<p>Cada empleado tiene quince jornadas de vacaciones pagadas al año.</p>",
  );
  await block(
    "acme",
    "returns",
    "Política de devoluciones",
    "<p>Aceptamos devoluciones dentro del primer mes, con ticket.</p>",
  );
  await block(
    "acme",
    "hours",
    "Horario de atención",
    "<p>Atendemos de lunes a viernes de 9:00 a 18:00 h.</p>",
  );
  await block(
    "acme",
    "printer",
    "Impresoras",
    "<p>La configuración de la impresora se cambia en el menú Ajustes.</p>",
  );
  await block(
    "beta",
    "canary",
    "Descanso anual",
    `<p>${CANARY}: el descanso anual es de veinte jornadas.</p>`,
  );
  await settleBackgroundWork();
});

afterAll(async () => {
  await settleBackgroundWork();
  await fake?.close();
  warn?.mockRestore();
  error?.mockRestore();
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetConfigForTests();
});

afterEach(() => useEmbeddings(true));

describe("with pgvector available", () => {
  const when = (name: string, fn: () => Promise<void>) =>
    it(name, async () => {
      if (!pgvector) return expect(pgvector).toBe(false); // covered by the degraded suite below
      await fn();
    });

  when(
    "embeds exactly each organisation's own chunks, sending the provider only that organisation's texts",
    async () => {
      const rows = await embeddings();
      const db = await getDb();
      const chunks = await db.chunk.findMany({ select: { id: true, organizationId: true } });
      expect(rows.map((row) => row.chunkId).sort()).toEqual(chunks.map((chunk) => chunk.id).sort());
      for (const row of rows) expect(row.organizationId).toBe(row.owner);

      const acme = new Set(await chunkTexts("acme"));
      const beta = new Set(await chunkTexts("beta"));
      expect(fake.embeddingRequests.length).toBeGreaterThan(0);
      for (const request of fake.embeddingRequests) {
        const inputs = Array.isArray(request.input) ? request.input : [request.input];
        const own = inputs.every((input) => acme.has(input)) || inputs.every((input) => beta.has(input));
        expect(own).toBe(true);
        expect(request.model).toBe("fake-embedding");
      }
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    },
  );

  when("finds a block by meaning when no word is shared with the question", async () => {
    expect(await searchChunks("acme", SYNONYM_QUESTION)).toEqual([]);
    const results = await retrieveForQuestion("acme", SYNONYM_QUESTION);
    expect(results[0]).toMatchObject({ sourceId: ids.vacation, title: "Vacaciones", retrievedBy: "vector" });
    expect(results[0].rank).toBeGreaterThan(0.3);
    // The provider was asked to embed the question, and only the question.
    expect(fake.embeddingRequests.at(-1)?.input).toEqual([SYNONYM_QUESTION]);
  });

  when("keeps full-text hits the vectors did not find", async () => {
    const question = "¿Cuántos días libres tengo y cuál es el horario de atención?";
    const fullText = await searchChunks("acme", question);
    expect(sourceIds(fullText)).toContain(ids.hours);
    const results = await retrieveForQuestion("acme", question);
    const hours = results.find((chunk) => chunk.sourceId === ids.hours);
    expect(hours?.retrievedBy).toMatch(/^(fulltext|both)$/);
    expect(hours?.rank).toBe(fullText.find((chunk) => chunk.sourceId === ids.hours)?.rank);
    expect(results.find((chunk) => chunk.sourceId === ids.vacation)?.retrievedBy).toBe("vector");
    expect(results.every((chunk, i) => i === 0 || results[i - 1].fusedScore >= chunk.fusedScore)).toBe(true);
  });

  when("never returns another organisation's chunks", async () => {
    for (const question of [SYNONYM_QUESTION, "descanso anual", CANARY, "vacaciones"]) {
      const results = await retrieveForQuestion("acme", question);
      expect(JSON.stringify(results)).not.toContain(CANARY);
      expect(sourceIds(results)).not.toContain(ids.canary);
    }
    const beta = await retrieveForQuestion("beta", SYNONYM_QUESTION);
    expect(sourceIds(beta)).toEqual([ids.canary]);
  });

  when("a deactivated or deleted block loses its embeddings and is no longer found", async () => {
    const db = await getDb();
    const chunkIdsOf = async (sourceId: string) =>
      (await db.chunk.findMany({ where: { sourceId }, select: { id: true } })).map((chunk) => chunk.id);
    const vacationChunks = await chunkIdsOf(ids.vacation);
    const returnChunks = await chunkIdsOf(ids.returns);
    expect(vacationChunks.length).toBeGreaterThan(0);

    await setKnowledgeBlockActive("acme", ids.vacation, false);
    await deleteKnowledgeBlock("acme", ids.returns);
    await settleBackgroundWork();

    const remaining = new Set((await embeddings()).map((row) => row.chunkId));
    for (const id of [...vacationChunks, ...returnChunks]) expect(remaining.has(id)).toBe(false);
    expect(sourceIds(await retrieveForQuestion("acme", SYNONYM_QUESTION))).not.toContain(ids.vacation);
    expect(sourceIds(await retrieveForQuestion("acme", "quiero un reembolso"))).not.toContain(ids.returns);

    // Reactivated: indexed again, embedded again after the commit, found again.
    await setKnowledgeBlockActive("acme", ids.vacation, true);
    await settleBackgroundWork();
    expect((await embeddings()).length).toBe(await db.chunk.count());
    expect((await retrieveForQuestion("acme", SYNONYM_QUESTION))[0]?.sourceId).toBe(ids.vacation);
  });

  when("falls back to full text when the provider fails on the question", async () => {
    fake.failEmbeddings(500);
    try {
      const question = "horario de atención";
      expect(strip(await retrieveForQuestion("acme", question))).toEqual(
        await searchChunks("acme", question),
      );
      expect(await retrieveForQuestion("acme", SYNONYM_QUESTION)).toEqual([]);
    } finally {
      fake.failEmbeddings(null);
    }
  });
});

describe("without pgvector (a PostgreSQL server without the extension)", () => {
  const when = (name: string, fn: () => Promise<void>) =>
    it(name, async () => {
      if (pgvector) return expect(pgvector).toBe(true); // covered by the suite above
      await fn();
    });

  when("degrades to full text with a single warning and no error", async () => {
    expect(vectorsEnabled()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/pgvector/);
    expect(error).not.toHaveBeenCalled();
    expect(await embeddingTableExists()).toBe(false);
    // No chunk text was sent anywhere: the store was checked before the provider.
    expect(fake.embeddingRequests).toEqual([]);

    expect(await retrieveForQuestion("acme", SYNONYM_QUESTION)).toEqual([]);
    const question = "horario de atención";
    expect(strip(await retrieveForQuestion("acme", question))).toEqual(await searchChunks("acme", question));

    await block("acme", "more", "Facturación", "<p>Las facturas se envían cada mes.</p>");
    await settleBackgroundWork();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });
});

it("without EMBEDDING_MODEL returns exactly what full-text search returns", async () => {
  useEmbeddings(false);
  expect(vectorsEnabled()).toBe(false);
  const before = fake.embeddingRequests.length;
  for (const question of ["horario de atención", SYNONYM_QUESTION, "impresora ajustes", CANARY]) {
    const results = await retrieveForQuestion("acme", question);
    expect(results.every((chunk) => chunk.retrievedBy === "fulltext")).toBe(true);
    expect(strip(results)).toEqual(await searchChunks("acme", question));
  }
  expect(fake.embeddingRequests.length).toBe(before);
});
