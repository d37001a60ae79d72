import * as chat from "@/app/api/chat/route";
import { settleBackgroundWork } from "@/server/background";
import * as knowledgeBlocks from "@/app/api/knowledge_blocks/route";
import * as qa from "@/app/api/qa/route";
import { DEMO_ADMIN, PNG_BYTES, as, dataUrl, uploadJson, uploadMultipart } from "../documents/helpers";
import { apiClient } from "@/tests/helpers/api";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay());

const REFUSAL = {
  es: "El texto contiene caracteres de control que no se permiten (por ejemplo, un carácter nulo). Quítalos e inténtalo de nuevo.",
  en: "The text contains control characters that are not allowed (a null character, for example). Remove them and try again.",
};

/** Everything a refused request might have written. */
async function storedRows() {
  const db = await testDb();
  return {
    conversations: await db.conversation.count(),
    interactions: await db.interaction.count(),
    documents: await db.document.count(),
    blocks: await db.knowledgeBlock.count(),
    pairs: await db.qaPair.count(),
    rateLimitHits: await db.rateLimitHit.count({ where: { key: { startsWith: "upload:" } } }),
  };
}

describe("text with control characters is refused with a clear 400 and stores nothing", () => {
  let before: Awaited<ReturnType<typeof storedRows>>;
  beforeEach(async () => {
    before = await storedRows();
  });
  afterEach(async () => {
    expect(await storedRows()).toEqual(before);
  });

  it("a chat question with a NUL character", async () => {
    const { status, body } = await apiClient("/api/chat", chat)("POST", {
      token: await sessionTokenFor("member@example.com"),
      body: { message: "hola\u0000¿cuál es el horario?" },
      headers: { "accept-language": "es" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: REFUSAL.es });
  });

  it("a knowledge block whose title or content holds control characters", async () => {
    const api = apiClient("/api/knowledge_blocks", knowledgeBlocks);
    const token = await sessionTokenFor(DEMO_ADMIN);
    for (const body of [
      { title: "Horario\u0000", content: "<p>De 9 a 18 h</p>" },
      { title: "Horario", content: "<p>De 9 a 18 h\u0007</p>" },
      { title: "Horario \uD800", content: "<p>Lone surrogate</p>" },
    ]) {
      const result = await api("POST", { token, body });
      expect(result).toEqual({ status: 400, body: { success: false, error: REFUSAL.en } });
    }
  });

  it("a Q&A pair with control characters, created or edited", async () => {
    const api = apiClient("/api/qa", qa);
    const token = await sessionTokenFor(DEMO_ADMIN);
    const created = await api("POST", { token, body: { question: "¿Hacen envíos?\u001b", answer: "Sí" } });
    expect(created).toEqual({ status: 400, body: { success: false, error: REFUSAL.en } });
    const edited = await api("PUT", { token, body: { id: crypto.randomUUID(), answer: "Sí\uFFFF" } });
    expect(edited).toEqual({ status: 400, body: { success: false, error: REFUSAL.en } });
  });

  it("a document description with a NUL character, in either upload form, without spending the allowance", async () => {
    const headers = await as(DEMO_ADMIN, "es");
    const multipart = await uploadMultipart(headers, { name: "logo.png", bytes: PNG_BYTES }, "Logo\u0000");
    expect(multipart).toMatchObject({ status: 400, body: { success: false, error: REFUSAL.es } });
    const viaJson = await uploadJson(headers, {
      file_data: dataUrl(PNG_BYTES, "image/png"),
      filename: "logo.png",
      description: "Logo\u0000",
    });
    expect(viaJson).toMatchObject({ status: 400, body: { success: false, error: REFUSAL.es } });
  });
});

describe("text without control characters", () => {
  it("keeps tabs, line breaks and ordinary text", async () => {
    const api = apiClient("/api/qa", qa);
    const token = await sessionTokenFor(DEMO_ADMIN);
    const created = await api("POST", {
      token,
      body: { question: "¿Horario?", answer: "Lunes\ta viernes\r\n9–18 h 🙂" },
    });
    expect(created.status).toBe(201);
  });
});

describe("the hourly upload allowance", () => {
  it("is spent by an accepted upload, in the same transaction as its row", async () => {
    const { status } = await uploadMultipart(
      await as(DEMO_ADMIN),
      { name: "logo.png", bytes: PNG_BYTES },
      "Logo",
    );
    expect(status).toBe(201);
    const db = await testDb();
    const admin = await db.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN } });
    // The allowance is the organisation's, shared by its admins (issue 24 point 2).
    expect(await db.rateLimitHit.count({ where: { key: `uploads:${admin.organizationId}` } })).toBe(1);
    // The image is read (OCR) in the background: done before the database is closed.
    await settleBackgroundWork();
  });
});
