import * as impersonation from "@/app/api/impersonation/route";
import * as rating from "@/app/api/chat/rating/route";
import { call } from "@/tests/helpers/api";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import {
  USERS,
  ask,
  askStreaming,
  readEvents,
  setUpEmbeddedChatSuite,
  userId,
  type ChatSuite,
} from "./helpers";

/**
 * The chat's support test mode (issue 24 point 5): a superadmin viewing the app as a member asks as
 * that member and gets the member's answer from the same pipeline and content, but nothing is stored
 * as the member's (no interaction, no conversation: so no report row, knowledge gap, popular question
 * or analytics count), and each question is in the audit trail. Every other write stays read-only,
 * refused with its reason in the caller's language.
 */

useTestDatabase();
jest.setTimeout(60_000);

const SATURDAY_HOURS = "¿Cuál es el horario de atención los sábados?";

let token: ChatSuite["token"];
let support: string;
let ids: Record<"ana" | "superadmin", string>;

beforeAll(async () => {
  ({ token } = await setUpEmbeddedChatSuite());
  ids = { ana: await userId(USERS.ana), superadmin: await userId(USERS.superadmin) };
  const started = await call(impersonation, "POST", "/api/impersonation", {
    token: token.superadmin,
    body: { userId: ids.ana, reason: "Ana no encuentra el horario" },
  });
  expect(started.status).toBe(201);
  support = started.body.token as string;
});

/** What a member's question leaves behind: their history, the reports' rows and the limit's hits. */
async function stored() {
  const db = await testDb();
  const [interactions, conversations, anaHits] = await Promise.all([
    db.interaction.count(),
    db.conversation.count(),
    db.rateLimitHit.count({ where: { key: `chat:${ids.ana}` } }),
  ]);
  return { interactions, conversations, anaHits };
}

const supportQuestions = async () =>
  (await testDb()).auditEvent.findMany({
    where: { action: "impersonation.question" },
    orderBy: { createdAt: "asc" },
    select: {
      actorId: true,
      impersonatorId: true,
      organizationId: true,
      targetType: true,
      targetId: true,
      metadata: true,
    },
  });

const auditedQuestion = (question: string) => ({
  actorId: ids.ana,
  impersonatorId: ids.superadmin,
  organizationId: "acme",
  targetType: "user",
  targetId: ids.ana,
  metadata: { impersonationId: expect.any(String), question },
});

describe("a superadmin asking as a member", () => {
  it("gets the member's own answer, stores nothing of hers and audits the question", async () => {
    const before = await stored();
    const asSupport = await ask(SATURDAY_HOURS, { token: support });
    expect(asSupport.status).toBe(200);
    expect(asSupport.body).toMatchObject({ answered: true, interaction_id: null, conversation_id: null });
    expect(asSupport.body.response).toContain("10:00 a 14:00");
    expect(await stored()).toEqual(before);
    expect(await supportQuestions()).toEqual([auditedQuestion(SATURDAY_HOURS)]);
    // The question is audited as what it is, not also as a screen read.
    const reads = await (await testDb()).auditEvent.count({ where: { action: "impersonation.read" } });
    expect(reads).toBe(0);

    // Ana asking the same gets the same answer and sources, and hers is stored.
    const asAna = await ask(SATURDAY_HOURS, { token: token.ana });
    expect(asAna.body.response).toBe(asSupport.body.response);
    expect(asAna.body.sources).toEqual(asSupport.body.sources);
    expect(asAna.body.interaction_id).toEqual(expect.any(String));
    expect((await stored()).interactions).toBe(before.interactions + 1);
  });

  it("declines as it would for the member, with the same topics, and stores no knowledge gap", async () => {
    const before = await stored();
    const asSupport = await ask("¿Venden boletos para el cine?", { token: support });
    expect(asSupport.body).toMatchObject({ answered: false, interaction_id: null });
    expect(await stored()).toEqual(before);
    const gaps = await (await testDb()).interaction.count({ where: { answered: false } });
    expect(gaps).toBe(0);
    const asAna = await ask("¿Venden boletos para el cine?", { token: token.ana });
    expect([asAna.body.response, asAna.body.topics]).toEqual([
      asSupport.body.response,
      asSupport.body.topics,
    ]);
  });

  it("streams the answer, naming no conversation and storing nothing", async () => {
    const before = await stored();
    const events = await readEvents(await askStreaming(SATURDAY_HOURS, { token: support }));
    expect(events[0]).toEqual({ type: "start", conversation_id: null });
    expect(events.at(-1)).toMatchObject({
      type: "done",
      answered: true,
      interaction_id: null,
      conversation_id: null,
    });
    expect(await stored()).toEqual(before);
  });

  it("may ask inside one of the member's conversations without adding to it; others' answer 404", async () => {
    const own = await ask("¿Cuánto cuesta el envío a domicilio?", { token: token.ana });
    const luis = await ask("¿Cuánto cuesta el envío a domicilio?", { token: token.luis });
    const db = await testDb();
    const conversation = () =>
      db.conversation.findUniqueOrThrow({
        where: { id: own.body.conversation_id },
        select: { updatedAt: true, _count: { select: { interactions: true } } },
      });
    const before = await conversation();

    const inside = await ask(SATURDAY_HOURS, { token: support, conversationId: own.body.conversation_id });
    expect(inside.body).toMatchObject({
      answered: true,
      interaction_id: null,
      conversation_id: own.body.conversation_id,
    });
    expect(await conversation()).toEqual(before);

    const other = await ask(SATURDAY_HOURS, { token: support, conversationId: luis.body.conversation_id });
    expect(other.status).toBe(404);
  });

  it("counts the questions against the superadmin's rate limit, not the member's", async () => {
    const db = await testDb();
    const hits = () =>
      Promise.all([
        db.rateLimitHit.count({ where: { key: `chat:${ids.superadmin}` } }),
        db.rateLimitHit.count({ where: { key: `chat:${ids.ana}` } }),
      ]);
    const [superadminBefore, anaBefore] = await hits();
    await ask(SATURDAY_HOURS, { token: support });
    expect(await hits()).toEqual([superadminBefore + 1, anaBefore]);
  });
});

describe("any other write in a support session", () => {
  it.each([
    ["es", "Estás viendo la cuenta de otra persona en modo de solo lectura: no se pueden guardar cambios."],
    ["en", "You are viewing someone else's account in read-only mode: changes cannot be saved."],
  ])("is refused with the read-only reason (%s)", async (locale, reason) => {
    const db = await testDb();
    const interaction = await db.interaction.findFirstOrThrow({ where: { userId: ids.ana } });
    const refused = await call(rating, "POST", "/api/chat/rating", {
      token: support,
      headers: { "accept-language": locale },
      body: { interaction_id: interaction.id, rating: "negative" },
    });
    expect(refused).toEqual({ status: 403, body: { success: false, error: reason } });
    expect((await db.interaction.findUniqueOrThrow({ where: { id: interaction.id } })).rating).toBeNull();
  });
});
