import * as chatAssistants from "@/app/api/chat/assistants/route";
import * as popularQuestions from "@/app/api/chat/popular-questions/route";
import * as reports from "@/app/api/reports/interactions/route";
import { createEmbeddedEngine } from "@/server/ai/extractive";
import type { AnswerEngine, AnswerRequest } from "@/server/ai/types";
import { setAnswerEngineForTests } from "@/server/services/chat/ask";
import { retrieveForQuestion } from "@/server/services/retrieval/hybrid";
import { apiClient } from "@/tests/helpers/api";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { ask, buildCorpus, createOrganizationsAndUsers, tokens, USERS, type Corpus } from "../chat/helpers";

/**
 * An assistant limited to collections (issue 23 point 2) never cites, quotes or hints at content
 * outside them: not in its answer, not in a decline's closest topics, not in the context an engine
 * (the LLM's prompt) receives. Retrieval itself reads only their chunks.
 */

useTestDatabase();

let corpus: Corpus;
let token: Awaited<ReturnType<typeof tokens>>;
let rrhh: string;
let rrhhCollection: string;
let ventasCollection: string;

/** Everything of Acme's content outside «RRHH»: none of it may reach an answer of the RRHH assistant. */
const OUTSIDE_RRHH = [
  "Horario de atención",
  "9:00",
  "devoluciones",
  "Políticas comerciales",
  "30 días",
  "envío",
  "SKU-4471-B",
  "Catálogo",
  "ship",
];

beforeAll(async () => {
  await createOrganizationsAndUsers();
  corpus = await buildCorpus();
  token = await tokens();
  const db = await testDb();
  const ana = await db.user.findUniqueOrThrow({ where: { email: USERS.ana } });
  rrhhCollection = (await db.collection.create({ data: { organizationId: "acme", name: "RRHH" } })).id;
  ventasCollection = (await db.collection.create({ data: { organizationId: "acme", name: "Ventas" } })).id;
  await db.collectionItem.createMany({
    data: [
      {
        collectionId: rrhhCollection,
        organizationId: "acme",
        sourceKind: "knowledge_block",
        sourceId: corpus.vacaciones,
      },
      {
        collectionId: ventasCollection,
        organizationId: "acme",
        sourceKind: "document",
        sourceId: corpus.politicas,
      },
      {
        collectionId: ventasCollection,
        organizationId: "acme",
        sourceKind: "qa_pair",
        sourceId: corpus.envio,
      },
    ],
  });
  rrhh = (
    await db.assistant.create({
      data: {
        organizationId: "acme",
        name: "RRHH",
        allContent: false,
        openToAll: false,
        position: 1,
        collections: { create: [{ collectionId: rrhhCollection }] },
        members: { create: [{ userId: ana.id }] },
      },
    })
  ).id;
  await db.assistant.create({
    data: {
      organizationId: "acme",
      name: "Atención a clientes",
      allContent: false,
      position: 2,
      collections: { create: [{ collectionId: ventasCollection }] },
    },
  });
});

afterEach(() => setAnswerEngineForTests(null));

describe("retrieval limited to collections", () => {
  it.each([
    "¿Cuántos días de vacaciones tengo?",
    "¿Aceptan devoluciones?",
    "¿Cuál es el horario de atención?",
    "¿Cuánto cuesta el envío?",
    "garantía del taladro SKU-4471-B",
  ])("reads only the collection's chunks for «%s»", async (question) => {
    const unrestricted = await retrieveForQuestion("acme", question, 8, { uncached: true });
    const restricted = await retrieveForQuestion("acme", question, 8, { collections: [rrhhCollection] });
    expect(restricted.every((chunk) => chunk.sourceId === corpus.vacaciones)).toBe(true);
    // Not vacuous: unrestricted retrieval does find other content for these questions.
    if (!question.includes("vacaciones")) {
      expect(unrestricted.some((chunk) => chunk.sourceId !== corpus.vacaciones)).toBe(true);
    }
  });

  it("keeps an assistant's cached results apart from the whole organisation's", async () => {
    const question = "¿Aceptan devoluciones?";
    expect((await retrieveForQuestion("acme", question)).length).toBeGreaterThan(0);
    expect(await retrieveForQuestion("acme", question, undefined, { collections: [rrhhCollection] })).toEqual(
      [],
    );
  });
});

describe("POST /api/chat with assistant_id", () => {
  it("answers a member of the assistant from its collection", async () => {
    const { status, body } = await ask(
      { message: "¿Cuántos días de vacaciones tengo?", assistant_id: rrhh },
      { token: token.ana },
    );
    expect(status).toBe(200);
    expect(body.answered).toBe(true);
    expect(body.response).toContain("12 días");
    expect(body.sources.map((s) => s.id)).toEqual([corpus.vacaciones]);
    const db = await testDb();
    expect(await db.conversation.findUniqueOrThrow({ where: { id: body.conversation_id } })).toMatchObject({
      assistantId: rrhh,
    });
    expect(await db.interaction.findUniqueOrThrow({ where: { id: body.interaction_id } })).toMatchObject({
      assistantId: rrhh,
      assistantName: "RRHH",
    });
  });

  it("declines a question outside its collections, naming the assistant that covers it and nothing of its content", async () => {
    const { body } = await ask(
      { message: "¿Aceptan devoluciones?", assistant_id: rrhh },
      { token: token.ana },
    );
    expect(body.answered).toBe(false);
    expect(body.response).toBe("«RRHH» no cubre ese tema. Pregúntale a «Atención a clientes».");
    expect(body.sources).toEqual([]);
    for (const outside of OUTSIDE_RRHH) {
      expect(body.response.toLowerCase()).not.toContain(outside.toLowerCase());
      expect(body.topics.join(" ").toLowerCase()).not.toContain(outside.toLowerCase());
    }
  });

  it("gives an engine (the LLM's context) only the collection's chunks, and its topics only the collection's", async () => {
    const seen: AnswerRequest[] = [];
    const embedded = createEmbeddedEngine();
    const recording: AnswerEngine = {
      kind: "embedded",
      answer: (request) => {
        seen.push(request);
        return embedded.answer(request);
      },
    };
    setAnswerEngineForTests(recording);
    for (const message of [
      "¿Cuántos días de vacaciones y cuál es el horario de atención?",
      "vacaciones, devoluciones y envío",
    ]) {
      const { body } = await ask({ message, assistant_id: rrhh }, { token: token.ana });
      for (const outside of OUTSIDE_RRHH) expect(body.response).not.toContain(outside);
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.chunks.map((chunk) => chunk.sourceId)).toEqual(
        request.chunks.map(() => corpus.vacaciones),
      );
    }
  });

  it("keeps a conversation with its assistant", async () => {
    const first = await ask(
      { message: "¿Cuántos días de vacaciones tengo?", assistant_id: rrhh },
      { token: token.ana },
    );
    const next = await ask(
      { message: "¿Cuál es el horario de atención?", conversation_id: first.body.conversation_id },
      { token: token.ana },
    );
    expect(next.body.answered).toBe(false);
    expect(next.body.response).not.toContain("9:00");
  });

  it("refuses a member not chosen for it (403), lists it only to those who may use it, and 404s another organisation", async () => {
    const refused = await ask(
      { message: "¿Cuántos días de vacaciones tengo?", assistant_id: rrhh },
      { token: token.luis, locale: "en" },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("You don't have access to this assistant.");
    const foreign = await ask({ message: "Hola", assistant_id: rrhh }, { token: token.bea });
    expect(foreign.status).toBe(404);
    const db = await testDb();
    expect(
      await db.interaction.count({
        where: {
          assistantId: rrhh,
          userId: { not: (await db.user.findUniqueOrThrow({ where: { email: USERS.ana } })).id },
        },
      }),
    ).toBe(0);

    const listFor = async (t: string) =>
      (
        (await apiClient("/api/chat/assistants", chatAssistants)("GET", { token: t })).body.data as {
          name: string;
        }[]
      ).map((a) => a.name);
    expect(await listFor(token.ana)).toEqual(["Asistente", "RRHH", "Atención a clientes"]);
    expect(await listFor(token.luis)).toEqual(["Asistente", "Atención a clientes"]);
    expect(await listFor(token.adminAcme)).toContain("RRHH");
  });

  it("answers with the default assistant when none is given", async () => {
    const { body } = await ask("¿Aceptan devoluciones?", { token: token.luis });
    expect(body.answered).toBe(true);
    const db = await testDb();
    const stored = await db.interaction.findUniqueOrThrow({ where: { id: body.interaction_id } });
    expect(stored.assistantName).toBe("Asistente");
  });
});

describe("GET /api/reports/interactions?assistant_id=", () => {
  it("names each interaction's assistant and filters by it", async () => {
    const report = apiClient("/api/reports/interactions", reports);
    type Row = { assistant_id: string | null; assistant_name: string | null };
    const all = (await report("GET", { token: token.adminAcme, query: { limit: "100" } }))
      .body as unknown as {
      interactions: Row[];
    };
    expect(new Set(all.interactions.map((row) => row.assistant_name))).toEqual(
      new Set(["RRHH", "Asistente"]),
    );
    const onlyRrhh = (
      await report("GET", { token: token.adminAcme, query: { limit: "100", assistant_id: rrhh } })
    ).body as unknown as { interactions: Row[]; total: number };
    expect(onlyRrhh.total).toBeGreaterThan(0);
    expect(
      onlyRrhh.interactions.every((row) => row.assistant_id === rrhh && row.assistant_name === "RRHH"),
    ).toBe(true);
  });
});

describe("GET /api/chat/popular-questions?assistant_id=", () => {
  it("offers as chips only the assistant's own Q&A pairs and the questions asked of it", async () => {
    const db = await testDb();
    const [ana, luis, admin] = await Promise.all(
      [USERS.ana, USERS.luis, USERS.adminAcme].map(
        async (email) => (await db.user.findUniqueOrThrow({ where: { email } })).id,
      ),
    );
    const assistantId = async (name: string) =>
      (await db.assistant.findFirstOrThrow({ where: { organizationId: "acme", name } })).id;
    const [standard, counter] = [await assistantId("Asistente"), await assistantId("Atención a clientes")];
    // Only the interactions made here count; each question was asked by two members of one assistant.
    await db.interaction.deleteMany({ where: { organizationId: "acme" } });
    const asked = (userId: string, assistantId: string, question: string) => ({
      organizationId: "acme",
      userId,
      assistantId,
      question,
      answer: "…",
      answered: true,
      latencyMs: 1,
      engine: "embedded",
    });
    await db.interaction.createMany({
      data: [
        asked(ana, rrhh, "¿Cuántos días de vacaciones tengo?"),
        asked(admin, rrhh, "¿Cuántos días de vacaciones tengo?"),
        asked(ana, standard, "¿Qué garantía tiene el SKU-4471-B?"),
        asked(luis, standard, "¿Qué garantía tiene el SKU-4471-B?"),
        asked(luis, counter, "¿Hacen factura?"),
        asked(admin, counter, "¿Hacen factura?"),
      ],
    });
    const popular = apiClient("/api/chat/popular-questions", popularQuestions);
    const chips = async (t: string, assistant: string) => {
      const { status, body } = await popular("GET", { token: t, query: { assistant_id: assistant } });
      expect(status).toBe(200);
      return (body as unknown as { questions: { question: string }[] }).questions.map((q) => q.question);
    };

    // «RRHH» holds no Q&A pair: nothing but what its members asked it, never the shop's questions.
    expect(await chips(token.ana, rrhh)).toEqual(["¿Cuántos días de vacaciones tengo?"]);
    // «Atención a clientes»: the Q&A pair of its collection, then what was asked of it.
    expect(await chips(token.luis, counter)).toEqual([
      "¿Cuánto cuesta el envío a domicilio?",
      "¿Hacen factura?",
    ]);
    // The default one, over all the content: every Q&A pair, then its own askers' question only.
    const standardChips = await chips(token.luis, standard);
    expect(standardChips).toContain("¿Cuánto cuesta el envío a domicilio?");
    expect(standardChips.at(-1)).toBe("¿Qué garantía tiene el SKU-4471-B?");
    expect(standardChips).not.toContain("¿Cuántos días de vacaciones tengo?");
    // An assistant the member may not use: 403, nothing of its chips.
    const refused = await popular("GET", { token: token.luis, query: { assistant_id: rrhh } });
    expect(refused.status).toBe(403);
  });
});
