import { GET as popularRoute } from "@/app/api/chat/popular-questions/route";
import { POST as ratingRoute } from "@/app/api/chat/rating/route";
import { CHAT_MESSAGE_MAX } from "@/lib/validation/chat";
import { MESSAGES } from "@/server/i18n";
import { createQaPair, updateQaPair } from "@/server/services/knowledge/qa-pairs";
import { bearer } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { apiClient } from "@/tests/helpers/api";
import { ask, interactionCount, userId, USERS, setUpEmbeddedChatSuite, type ChatSuite } from "./helpers";

useTestDatabase();
jest.setTimeout(60_000);
const clock = installFakeClock();

const rating = apiClient("/api/chat/rating", { POST: ratingRoute });
const popular = apiClient("/api/chat/popular-questions", { GET: popularRoute });
const errors = MESSAGES.en.Errors;

let token: ChatSuite["token"];

beforeAll(async () => {
  ({ token } = await setUpEmbeddedChatSuite());
});

describe("message limits", () => {
  it("refuses 4,001 characters and accepts 4,000", async () => {
    const before = await interactionCount();
    const tooLong = await ask("a".repeat(CHAT_MESSAGE_MAX + 1), { token: token.luis, locale: "en" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ success: false, error: errors.chatMessageTooLong });
    expect(await interactionCount()).toBe(before);

    const longest = await ask(`horario ${"a".repeat(CHAT_MESSAGE_MAX - 8)}`, { token: token.luis });
    expect(longest.status).toBe(200);
  });

  it.each([[""], ["   \n\t "]])("refuses an empty or whitespace-only message (%j)", async (message) => {
    const { status, body } = await ask(message, { token: token.luis, locale: "en" });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: errors.chatMessageRequired });
  });

  it("refuses a body without a message, and a malformed conversation id", async () => {
    expect((await ask({}, { token: token.luis })).status).toBe(400);
    expect((await ask("hola", { token: token.luis, conversationId: "not-a-uuid" })).status).toBe(400);
  });

  it("allows 20 messages a minute per user: the 21st gets 429, the next minute is open again", async () => {
    clock.nextDay();
    for (let i = 1; i <= 20; i++) {
      const { status } = await ask(`¿Horario de atención? (${i})`, { token: token.ana });
      expect(status).toBe(200);
      clock.advanceSeconds(1);
    }
    const refused = await ask("¿Horario de atención?", { token: token.ana, locale: "en" });
    expect(refused.status).toBe(429);
    // The first of the 20 leaves the one-minute window 40 s from now.
    expect(refused.headers.get("retry-after")).toBe("40");
    expect(refused.body).toEqual({
      success: false,
      error: "You have sent too many messages. Try again in 40 seconds.",
    });
    // Another member is not affected.
    expect((await ask("¿Horario de atención?", { token: token.luis })).status).toBe(200);

    clock.advanceSeconds(40);
    expect((await ask("¿Horario de atención?", { token: token.ana })).status).toBe(200);
  });

  it("requires a signed-in member of an organisation", async () => {
    expect((await ask("¿Horario?", {})).status).toBe(401);
    expect((await ask("¿Horario?", { token: token.superadmin })).status).toBe(403);
  });
});

describe("ratings", () => {
  let anaInteraction: string;
  let luisInteraction: string;
  let beaInteraction: string;

  beforeAll(async () => {
    clock.nextDay();
    anaInteraction = (await ask("¿Cuál es el horario de atención?", { token: token.ana })).body
      .interaction_id;
    luisInteraction = (await ask("¿Cuál es el horario de atención?", { token: token.luis })).body
      .interaction_id;
    beaInteraction = (await ask("¿Cuál es el horario?", { token: token.bea })).body.interaction_id;
  });

  const storedRating = async (id: string) =>
    (await (await testDb()).interaction.findUniqueOrThrow({ where: { id } })).rating;

  it("rates one's own interaction, and a new rating replaces the old one", async () => {
    const positive = await rating("POST", {
      token: token.ana,
      body: { interaction_id: anaInteraction, rating: "positive" },
    });
    expect(positive).toEqual({ status: 200, body: { success: true, rating: "positive" } });
    expect(await storedRating(anaInteraction)).toBe("positive");

    const negative = await rating("POST", {
      token: token.ana,
      body: { interaction_id: anaInteraction, rating: "negative" },
    });
    expect(negative.status).toBe(200);
    expect(await storedRating(anaInteraction)).toBe("negative");
  });

  it("answers 404 for another user's or another organisation's interaction, and changes nothing", async () => {
    for (const id of [luisInteraction, beaInteraction]) {
      const result = await rating("POST", {
        token: token.ana,
        body: { interaction_id: id, rating: "positive" },
      });
      expect(result).toEqual({ status: 404, body: { success: false, error: errors.interactionNotFound } });
      expect(await storedRating(id)).toBeNull();
    }
  });

  it("validates the rating and the id", async () => {
    const bad = await rating("POST", {
      token: token.ana,
      body: { interaction_id: anaInteraction, rating: "meh" },
    });
    expect(bad).toEqual({ status: 400, body: { success: false, error: errors.chatRatingInvalid } });
    expect(
      (await rating("POST", { token: token.ana, body: { interaction_id: anaInteraction } })).status,
    ).toBe(400);
    expect(
      (await rating("POST", { token: token.ana, body: { interaction_id: "x", rating: "positive" } })).status,
    ).toBe(400);
  });

  it("requires a signed-in caller", async () => {
    const anonymous = await rating("POST", { body: { interaction_id: anaInteraction, rating: "positive" } });
    expect(anonymous.status).toBe(401);
  });
});

describe("popular questions", () => {
  it("lists active Q&A questions newest first, then questions several members asked, deduplicated", async () => {
    const db = await testDb();
    // Start from a known state: only the interactions created here count.
    await db.interaction.deleteMany({});
    const horarioQa = await createQaPair("acme", {
      question: "¿Cuál es el horario de atención?",
      answer: "De lunes a viernes de 9:00 a 18:00 h.",
    });
    const hidden = await createQaPair("acme", { question: "¿Pregunta inactiva?", answer: "Sí." });
    await updateQaPair("acme", hidden.id, { isActive: false });
    await createQaPair("beta", { question: "¿Pregunta de Beta?", answer: "Sí." });

    const [ana, luis, admin] = await Promise.all([USERS.ana, USERS.luis, USERS.adminAcme].map(userId));
    const asked = (userId: string, question: string, answered = true) => ({
      organizationId: "acme",
      userId,
      question,
      answer: "…",
      answered,
      latencyMs: 1,
      engine: "embedded",
    });
    await db.interaction.createMany({
      data: [
        // Three members, one question written three ways; shown as most of them wrote it.
        asked(ana, "¿Cuántos días de vacaciones tengo?"),
        asked(luis, "cuantos dias de vacaciones tengo"),
        asked(admin, "¿CUÁNTOS DÍAS DE VACACIONES TENGO??"),
        asked(admin, "¿Cuántos días de vacaciones tengo?"),
        // Two members.
        asked(ana, "¿Qué garantía tiene el SKU-4471-B?"),
        asked(luis, "¿Qué garantía tiene el SKU-4471-B?"),
        // One member only: not published to everyone.
        asked(ana, "¿Cuál es mi saldo de nómina?"),
        asked(ana, "¿Cuál es mi saldo de nómina?"),
        // The same as a Q&A question: shown once, as the Q&A pair.
        asked(ana, "cual es el horario de atencion"),
        asked(luis, "¿Cuál es el horario de atención?"),
        // Never answered.
        asked(ana, "¿Quién ganó el mundial?", false),
        asked(luis, "¿Quién ganó el mundial?", false),
      ],
    });

    const { status, body } = await popular("GET", { token: token.luis });
    expect(status).toBe(200);
    const questions = (body as unknown as { questions: { id: string; question: string }[] }).questions;
    const envio = (
      await db.qaPair.findFirstOrThrow({ where: { question: "¿Cuánto cuesta el envío a domicilio?" } })
    ).id;
    expect(questions.map((q) => q.question)).toEqual([
      "¿Cuál es el horario de atención?",
      "¿Cuánto cuesta el envío a domicilio?",
      "¿Cuántos días de vacaciones tengo?",
      "¿Qué garantía tiene el SKU-4471-B?",
    ]);
    expect(questions.slice(0, 2).map((q) => q.id)).toEqual([horarioQa.id, envio]);
    expect(questions[2].id).toMatch(/^q_[0-9a-f]{16}$/);

    // Ids are stable, and the limit applies.
    const again = await popular("GET", { token: token.ana, query: { limit: "3" } });
    expect((again.body as unknown as { questions: unknown[] }).questions).toEqual(questions.slice(0, 3));
    expect((await popular("GET", { token: token.ana, query: { limit: "0" } })).status).toBe(400);
  });

  it("shows another organisation only its own questions, and needs a signed-in caller", async () => {
    const { body } = await popular("GET", { token: token.bea });
    expect(body).toEqual({
      success: true,
      questions: [{ id: expect.any(String), question: "¿Pregunta de Beta?" }],
    });
    expect((await popular("GET", {})).status).toBe(401);
    const viaHeader = await popularRoute(
      new Request("http://localhost/api/chat/popular-questions", { headers: bearer(token.ana) }),
      undefined,
    );
    expect(viaHeader.headers.get("cache-control")).toBe("no-store");
  });
});
