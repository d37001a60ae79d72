import * as qa from "@/app/api/qa/route";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { ISO_DATE, apiClient, nextMillisecond } from "@/tests/helpers/api";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";
import { describeKnowledgeResourceContract } from "./shared-cases";

useTestDatabase({ seed: true });

const api = apiClient("/api/qa", qa);
let callers: Callers;

beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
});

type Pair = { id: string; question: string; answer: string; is_active: boolean; updated_at: string };
const pairCount = async () => (await testDb()).qaPair.count();
const create = async (question: string, answer: string) => {
  const result = await api("POST", { token: callers.admin, body: { question, answer } });
  expect(result.status).toBe(201);
  return result.body.data as Pair;
};

describe("POST /api/qa", () => {
  it("creates an active pair, trimmed, in the API's shape", async () => {
    const { status, body } = await api("POST", {
      token: callers.admin,
      body: { question: "  ¿Hacen envíos? ", answer: " Sí, a todo México. " },
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        question: "¿Hacen envíos?",
        answer: "Sí, a todo México.",
        is_active: true,
        created_at: ISO_DATE,
        updated_at: ISO_DATE,
      },
    });
  });

  it("can create an inactive pair", async () => {
    const { body } = await api("POST", {
      token: callers.admin,
      body: { question: "¿Borrador?", answer: "Aún no.", is_active: false },
    });
    expect((body.data as Pair).is_active).toBe(false);
  });

  it("accepts a 300-character question and a 2,000-character answer", async () => {
    const pair = await create("q".repeat(300), "a".repeat(2_000));
    expect([pair.question.length, pair.answer.length]).toEqual([300, 2_000]);
  });

  it.each([
    ["a blank question", { question: "  ", answer: "a" }, "Question is required."],
    [
      "a 301-character question",
      { question: "q".repeat(301), answer: "a" },
      "Question exceeds the limit of 300 characters.",
    ],
    ["a blank answer", { question: "q", answer: "" }, "Answer is required."],
    [
      "a 2,001-character answer",
      { question: "q", answer: "a".repeat(2_001) },
      "Answer exceeds the limit of 2000 characters.",
    ],
    ["a missing answer", { question: "q" }, "The data sent is not valid."],
  ])("refuses %s, writing nothing", async (_case, body, error) => {
    const before = await pairCount();
    expect(await api("POST", { token: callers.admin, body })).toEqual({
      status: 400,
      body: { success: false, error },
    });
    expect(await pairCount()).toBe(before);
  });

  it("answers in the caller's language", async () => {
    const result = await api("POST", {
      token: callers.admin,
      headers: { "accept-language": "es" },
      body: { question: "q".repeat(301), answer: "a" },
    });
    expect(result.body).toEqual({ success: false, error: "La pregunta excede el límite de 300 caracteres." });
  });
});

describe("GET /api/qa", () => {
  it("lists the organisation's pairs, newest first", async () => {
    const older = await create("¿Primera?", "Uno.");
    await nextMillisecond();
    const newer = await create("¿Segunda?", "Dos.");
    const { status, body } = await api("GET", { token: callers.admin });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "data"]);
    const ids = (body.data as Pair[]).map((pair) => pair.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(
      ((await api("GET", { token: callers.admin, query: { limit: "1" } })).body.data as Pair[]).map(
        (p) => p.id,
      ),
    ).toEqual([newer.id]);
  });
});

describe("PUT /api/qa", () => {
  it("changes any of question, answer and active state", async () => {
    const pair = await create("¿Horario?", "De 9 a 18 h.");
    await nextMillisecond();
    const answered = await api("PUT", {
      token: callers.admin,
      body: { id: pair.id, answer: " De 9 a 19 h. " },
    });
    expect(answered).toEqual({
      status: 200,
      body: {
        success: true,
        data: {
          id: pair.id,
          question: "¿Horario?",
          answer: "De 9 a 19 h.",
          is_active: true,
          created_at: ISO_DATE,
          updated_at: ISO_DATE,
        },
      },
    });
    expect((answered.body.data as Pair).updated_at > pair.updated_at).toBe(true);
    const off = await api("PUT", { token: callers.admin, body: { id: pair.id, is_active: false } });
    expect(off.body.data).toMatchObject({ question: "¿Horario?", answer: "De 9 a 19 h.", is_active: false });
    const renamed = await api("PUT", {
      token: callers.admin,
      body: { id: pair.id, question: "¿A qué hora abren?" },
    });
    expect(renamed.body.data).toMatchObject({ question: "¿A qué hora abren?", is_active: false });
  });

  it("refuses invalid changes and leaves the pair as it was", async () => {
    const pair = await create("¿Intacta?", "Sí.");
    for (const [body, error] of [
      [{ id: pair.id, question: " " }, "Question is required."],
      [{ id: pair.id, answer: "a".repeat(2_001) }, "Answer exceeds the limit of 2000 characters."],
      [{ id: pair.id, is_active: "yes" }, "The data sent is not valid."],
      [{ answer: "sin id" }, "The data sent is not valid."],
    ] as const) {
      expect(await api("PUT", { token: callers.admin, body })).toEqual({
        status: 400,
        body: { success: false, error },
      });
    }
    const stored = await (await testDb()).qaPair.findUniqueOrThrow({ where: { id: pair.id } });
    expect(stored).toMatchObject({ question: "¿Intacta?", answer: "Sí.", isActive: true });
  });
});

describeKnowledgeResourceContract(
  {
    plural: "Q&A pairs",
    path: "/api/qa",
    module: qa,
    body: (label) => ({ question: `¿${label}?`, answer: "Respuesta" }),
    changes: (id) => [
      { id, answer: "Robada" },
      { id, is_active: false },
    ],
    count: (db, organizationId) => db.qaPair.count({ where: { organizationId } }),
    stored: (db, id) =>
      db.qaPair.findUniqueOrThrow({ where: { id }, select: { organizationId: true, isActive: true } }),
    fill: async (db, organizationId, count) => {
      await db.qaPair.createMany({
        data: Array.from({ length: count }, (_, index) => ({
          organizationId,
          question: `¿Relleno ${index}?`,
          answer: `Respuesta ${index}`,
        })),
      });
    },
    removeLabelled: async (db, prefix) => {
      await db.qaPair.deleteMany({ where: { question: { startsWith: `¿${prefix}` } } });
    },
    notFound: "Q&A pair not found.",
    limitReached: {
      en: "Your organization has reached the limit of 50 Q&A pairs. Delete one to create another.",
      es: "Tu organización alcanzó el límite de 50 preguntas y respuestas. Elimina una para crear otra.",
    },
  },
  () => callers,
);
