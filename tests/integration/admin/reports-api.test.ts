import * as probeRoute from "@/app/api/chat/probe/route";
import * as gapRoute from "@/app/api/reports/interactions/[id]/route";
import * as reportRoute from "@/app/api/reports/interactions/route";
import type { InteractionReport } from "@/lib/reports/types";
import { jsonRequest } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { ISO_DATE, apiClient } from "@/tests/helpers/api";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";

useTestDatabase({ seed: true });

const report = apiClient("/api/reports/interactions", reportRoute);
const probe = apiClient("/api/chat/probe", probeRoute);
let callers: Callers;
let demoUserId = "";

/** 23 interactions in Demo, one a minute, every 5th declined, ratings cycling; 2 in Otra. */
beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
  const db = await testDb();
  demoUserId = (await db.user.findUniqueOrThrow({ where: { email: "member@example.com" } })).id;
  const otherUserId = (await db.user.findUniqueOrThrow({ where: { email: "member@otra.example" } })).id;
  const base = Date.UTC(2026, 10, 20, 9);
  await db.interaction.createMany({
    data: [
      ...Array.from({ length: 23 }, (_, index) => ({
        organizationId: "demo",
        userId: demoUserId,
        question: `Pregunta ${index}`,
        answer: `Respuesta ${index}`,
        answered: index % 5 !== 0,
        rating: (["positive", "negative", null] as const)[index % 3],
        latencyMs: 10,
        engine: "embedded",
        createdAt: new Date(base + index * 60_000),
      })),
      ...[0, 1].map((index) => ({
        organizationId: "otra",
        userId: otherUserId,
        question: `Secreto de Otra ${index}`,
        answer: "No",
        answered: false,
        rating: "negative" as const,
        latencyMs: 10,
        engine: "embedded",
      })),
    ],
  });
});

const get = async (token: string, query: Record<string, string> = {}) => {
  const { status, body } = await report("GET", { token, query });
  return { status, body: body as unknown as InteractionReport & { success: boolean } };
};

describe("GET /api/reports/interactions", () => {
  it("refuses anonymous callers and members", async () => {
    expect((await report("GET")).status).toBe(401);
    expect((await report("GET", { token: callers.member })).status).toBe(403);
  });

  it("answers the admin's organisation only, newest first, 10 a page, with the counters", async () => {
    const { status, body } = await get(callers.admin, { page: "1", limit: "10" });
    expect(status).toBe(200);
    expect(body.total).toBe(23);
    expect(body.counts).toEqual({ total: 23, positive: 8, negative: 8 });
    expect(body.gaps).toEqual({ unanswered: 5, negative: 8 });
    expect(body.interactions.map((row) => row.user_question)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Pregunta ${22 - index}`),
    );
    expect(body.interactions[0]).toEqual({
      interaction_id: expect.any(String),
      timestamp: ISO_DATE,
      user_question: "Pregunta 22",
      bot_response: "Respuesta 22",
      user_rating: "negative",
      user_id: demoUserId,
      user_name: "Miembro Demo",
      user_email: "member@example.com",
      answered: true,
      gap_addressed: false,
      // Seeded straight into the table without an assistant, so none is named.
      assistant_id: null,
      assistant_name: null,
    });
    const third = await get(callers.admin, { page: "3" });
    expect(third.body.interactions.map((row) => row.user_question)).toEqual([
      "Pregunta 2",
      "Pregunta 1",
      "Pregunta 0",
    ]);
    const other = await get(callers.otherAdmin);
    expect(other.body.total).toBe(2);
    expect(other.body.interactions.every((row) => row.user_question.startsWith("Secreto"))).toBe(true);
  });

  it("gives the export up to 10,000 rows at once and refuses more or nonsense", async () => {
    expect((await get(callers.admin, { limit: "10000" })).body.interactions).toHaveLength(23);
    expect((await get(callers.admin, { limit: "10001" })).status).toBe(400);
    expect((await get(callers.admin, { page: "0" })).status).toBe(400);
    expect((await get(callers.admin, { filter: "everything" })).status).toBe(400);
  });

  it("filters the open knowledge gaps: declined questions and answers rated not helpful", async () => {
    const unanswered = await get(callers.admin, { filter: "unanswered" });
    expect(unanswered.body.total).toBe(5);
    expect(unanswered.body.interactions.every((row) => !row.answered)).toBe(true);
    const negative = await get(callers.admin, { filter: "negative" });
    expect(negative.body.total).toBe(8);
    expect(negative.body.interactions.every((row) => row.user_rating === "negative")).toBe(true);
  });
});

describe("PATCH /api/reports/interactions/{id} (gap addressed)", () => {
  const patch = (token: string | undefined, id: string, body: unknown = { addressed: true }) =>
    gapRoute.PATCH(
      jsonRequest(
        `/api/reports/interactions/${id}`,
        body,
        token ? { authorization: `Bearer ${token}` } : {},
        "PATCH",
      ),
      {
        params: Promise.resolve({ id }),
      },
    );

  it("closes a gap of the admin's own organisation only; it leaves the gap list and its count", async () => {
    const [gap] = (await get(callers.admin, { filter: "unanswered" })).body.interactions;
    expect((await patch(undefined, gap.interaction_id)).status).toBe(401);
    expect((await patch(callers.member, gap.interaction_id)).status).toBe(403);
    expect((await patch(callers.otherAdmin, gap.interaction_id)).status).toBe(404);
    expect((await patch(callers.admin, gap.interaction_id, { addressed: false })).status).toBe(400);

    expect((await patch(callers.admin, gap.interaction_id)).status).toBe(200);
    const after = await get(callers.admin, { filter: "unanswered" });
    expect(after.body.total).toBe(4);
    expect(after.body.gaps.unanswered).toBe(4);
    expect(after.body.interactions.map((row) => row.interaction_id)).not.toContain(gap.interaction_id);
    const all = await get(callers.admin, { limit: "100" });
    expect(
      all.body.interactions.find((row) => row.interaction_id === gap.interaction_id)?.gap_addressed,
    ).toBe(true);
    expect(await (await testDb()).auditEvent.count({ where: { action: "interaction.gap_addressed" } })).toBe(
      1,
    );
  });
});

describe("POST /api/chat/probe", () => {
  it("refuses anonymous callers and members", async () => {
    const body = { question: "¿Cuál es el horario de atención?" };
    expect((await probe("POST", { body })).status).toBe(401);
    expect((await probe("POST", { token: callers.member, body })).status).toBe(403);
    expect((await probe("POST", { token: callers.admin, body: { question: " " } })).status).toBe(400);
  });

  it("says whether the chat would answer, from which passages, and stores no interaction", async () => {
    const db = await testDb();
    const before = await db.interaction.count();
    const answered = await probe("POST", {
      token: callers.admin,
      body: { question: "¿Cuál es el horario de atención?" },
    });
    expect(answered.status).toBe(200);
    const result = answered.body as unknown as {
      answers: boolean;
      passages: { kind: string; title: string; text: string }[];
    };
    expect(result.answers).toBe(true);
    expect(result.passages.length).toBeGreaterThan(0);
    expect(result.passages[0]).toEqual({
      kind: expect.stringMatching(/^(knowledge_block|qa_pair|document)$/),
      source_id: expect.any(String),
      title: expect.any(String),
      page: null,
      text: expect.stringMatching(/lunes a viernes de 9:00 a 18:00/),
    });

    const declined = await probe("POST", {
      token: callers.admin,
      body: { question: "¿Quién ganó el mundial de 1930?" },
    });
    expect(declined.body).toEqual({ success: true, answers: false, passages: [] });
    // Otra has no content: Demo's passages never answer its admin.
    const other = await probe("POST", {
      token: callers.otherAdmin,
      body: { question: "¿Cuál es el horario de atención?" },
    });
    expect(other.body).toEqual({ success: true, answers: false, passages: [] });
    expect(await db.interaction.count()).toBe(before);
  });
});

describe("who asked, in the report (issue 24: the CSV names people, not ids)", () => {
  it("is the user's name and e-mail in their organisation, and nobody's once deleted or from another tenant", async () => {
    const db = await testDb();
    const otherUserId = (await db.user.findUniqueOrThrow({ where: { email: "member@otra.example" } })).id;
    const asked = (userId: string, question: string) => ({
      organizationId: "demo",
      userId,
      question,
      answer: "Sí",
      answered: true,
      latencyMs: 10,
      engine: "embedded",
      createdAt: new Date(Date.UTC(2030, 0, 1)),
    });
    await db.interaction.createMany({
      data: [asked("deleted-user-id", "De alguien que ya no está"), asked(otherUserId, "Mal atribuida")],
    });
    try {
      const { body } = await get(callers.admin, { limit: "10000" });
      const byQuestion = new Map(body.interactions.map((row) => [row.user_question, row]));
      expect(byQuestion.get("De alguien que ya no está")).toMatchObject({
        user_name: null,
        user_email: null,
      });
      // An id that belongs to another organisation never brings that organisation's person along.
      expect(byQuestion.get("Mal atribuida")).toMatchObject({ user_name: null, user_email: null });
      expect(byQuestion.get("Pregunta 0")).toMatchObject({
        user_name: "Miembro Demo",
        user_email: "member@example.com",
      });
    } finally {
      await db.interaction.deleteMany({ where: { createdAt: new Date(Date.UTC(2030, 0, 1)) } });
    }
  });
});
