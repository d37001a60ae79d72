import { GET as conversationRoute } from "@/app/api/chat/conversations/[id]/route";
import { GET as conversationsRoute } from "@/app/api/chat/conversations/route";
import { POST as ratingRoute } from "@/app/api/chat/rating/route";
import { GET as sourceRoute } from "@/app/api/chat/sources/[kind]/[id]/route";
import { GET as configRoute } from "@/app/api/config/route";
import { MESSAGES } from "@/server/i18n";
import { CONVERSATION_MESSAGES_MAX } from "@/server/services/chat/conversations";
import { setKnowledgeBlockActive } from "@/server/services/knowledge/blocks";
import { bearer } from "@/tests/helpers/auth";
import { defaultAssistant } from "@/server/services/assistants/default";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { apiClient, nextMillisecond } from "@/tests/helpers/api";
import {
  BETA_CANARY,
  USERS,
  ask,
  interactionCount,
  userId,
  setUpEmbeddedChatSuite,
  type ChatSuite,
} from "./helpers";

useTestDatabase();
jest.setTimeout(60_000);

const errors = MESSAGES.en.Errors;
const conversations = apiClient("/api/chat/conversations", { GET: conversationsRoute });
const rating = apiClient("/api/chat/rating", { POST: ratingRoute });

async function conversation(token: string | undefined, id: string) {
  const request = new Request(`http://localhost/api/chat/conversations/${id}`, {
    headers: { "accept-language": "en", ...(token ? bearer(token) : {}) },
  });
  const response = await conversationRoute(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

async function source(token: string | undefined, kind: string, id: string) {
  const request = new Request(`http://localhost/api/chat/sources/${kind}/${id}`, {
    headers: { "accept-language": "en", ...(token ? bearer(token) : {}) },
  });
  const response = await sourceRoute(request, { params: Promise.resolve({ kind, id }) });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

let corpus: ChatSuite["corpus"];
let token: ChatSuite["token"];

beforeAll(async () => {
  ({ corpus, token } = await setUpEmbeddedChatSuite());
});

describe("conversations", () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    const opening = await ask(
      "¿Cuál es el horario de atención de las tiendas los sábados por la mañana y por la tarde?",
      {
        token: token.ana,
      },
    );
    first = opening.body.conversation_id;
    await nextMillisecond();
    second = (await ask("¿Cuánto cuesta el envío a domicilio?", { token: token.ana })).body.conversation_id;
    await nextMillisecond();
    // Continuing the first conversation moves it back to the top.
    const followUp = await ask("¿Y los domingos?", { token: token.ana, conversationId: first });
    expect(followUp.body.conversation_id).toBe(first);
    await rating("POST", {
      token: token.ana,
      body: { interaction_id: opening.body.interaction_id, rating: "positive" },
    });
    await ask("¿Cuál es el horario?", { token: token.luis });
  });

  it("lists only the caller's own conversations, latest activity first, titled by their first question", async () => {
    const { status, body } = await conversations("GET", { token: token.ana });
    expect(status).toBe(200);
    const list = (body as unknown as { conversations: { id: string; title: string; updated_at: string }[] })
      .conversations;
    expect(list.map((c) => c.id)).toEqual([first, second]);
    expect(list[0].title).toBe(
      "¿Cuál es el horario de atención de las tiendas los sábados por la mañana y por…",
    );
    expect(list[0].title.length).toBeLessThanOrEqual(80);
    expect(list[1]).toEqual({
      id: second,
      title: "¿Cuánto cuesta el envío a domicilio?",
      updated_at: expect.any(String),
      // The side navigation names each conversation's assistant (issue 23).
      assistant_name: (await defaultAssistant("acme")).name,
    });

    const bea = await conversations("GET", { token: token.bea });
    expect(bea.body).toEqual({ success: true, conversations: [] });
  });

  it("reopens a conversation with its messages in order", async () => {
    const { status, body } = await conversation(token.ana, first);
    expect(status).toBe(200);
    expect(body.conversation).toEqual({
      id: first,
      title: expect.stringMatching(/^¿Cuál es el horario/),
      assistant_id: (await defaultAssistant("acme")).id,
    });
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toEqual({
      interaction_id: expect.any(String),
      question: "¿Cuál es el horario de atención de las tiendas los sábados por la mañana y por la tarde?",
      response: expect.stringContaining("10:00 a 14:00"),
      sources: expect.arrayContaining([
        expect.objectContaining({ kind: "knowledge_block", id: corpus.horario }),
      ]),
      topics: [],
      rating: "positive",
      created_at: expect.any(String),
    });
    expect(body.messages[1]).toMatchObject({ question: "¿Y los domingos?", rating: null });
  });

  it("answers 404 for another user's conversation, on GET and when posting to it", async () => {
    const [luisConversation] = (
      (await conversations("GET", { token: token.luis })).body as unknown as {
        conversations: { id: string }[];
      }
    ).conversations;
    for (const caller of [token.ana, token.bea]) {
      expect(await conversation(caller, luisConversation.id)).toEqual({
        status: 404,
        body: { success: false, error: errors.conversationNotFound },
      });
    }
    const before = await interactionCount();
    const posted = await ask("¿Cuál es el horario?", {
      token: token.ana,
      locale: "en",
      conversationId: luisConversation.id,
    });
    expect(posted.status).toBe(404);
    expect(posted.body).toEqual({ success: false, error: errors.conversationNotFound });
    expect(await interactionCount()).toBe(before);
    expect((await conversation(token.ana, "no-such-id")).status).toBe(404);
  });

  it("requires a signed-in caller", async () => {
    expect((await conversations("GET", {})).status).toBe(401);
    expect((await conversation(undefined, first)).status).toBe(401);
  });
});

describe("a long conversation", () => {
  it(`reopens with exactly its latest ${CONVERSATION_MESSAGES_MAX} messages, oldest first`, async () => {
    const db = await testDb();
    const ana = await userId(USERS.ana);
    const long = await db.conversation.create({
      data: { organizationId: "acme", userId: ana, title: "Una conversación larga" },
    });
    const total = CONVERSATION_MESSAGES_MAX + 5;
    const start = Date.UTC(2026, 0, 1);
    await db.interaction.createMany({
      data: Array.from({ length: total }, (_, index) => ({
        organizationId: "acme",
        userId: ana,
        conversationId: long.id,
        question: `Pregunta ${index}`,
        answer: `Respuesta ${index}`,
        answered: true,
        latencyMs: 1,
        engine: "embedded",
        createdAt: new Date(start + index * 1_000),
      })),
    });

    const { status, body } = await conversation(token.ana, long.id);
    expect(status).toBe(200);
    const questions = (body.messages as { question: string }[]).map((message) => message.question);
    expect(questions).toEqual(
      Array.from({ length: CONVERSATION_MESSAGES_MAX }, (_, index) => `Pregunta ${index + 5}`),
    );
  });
});

describe("cited sources", () => {
  it("shows a knowledge block, a Q&A pair and a document of the caller's organisation", async () => {
    const block = await source(token.ana, "knowledge_block", corpus.horario);
    expect(block.status).toBe(200);
    expect(block.body.source).toEqual({
      kind: "knowledge_block",
      id: corpus.horario,
      title: "Horario de atención",
      content: expect.stringContaining("<p>Nuestras tiendas abren"),
    });
    expect((await source(token.ana, "qa_pair", corpus.envio)).body.source).toEqual({
      kind: "qa_pair",
      id: corpus.envio,
      title: "¿Cuánto cuesta el envío a domicilio?",
      content: "El envío es gratis en compras mayores a $999 MXN; debajo de ese monto cuesta $149 MXN.",
    });
    expect((await source(token.luis, "document", corpus.politicas)).body.source).toEqual({
      kind: "document",
      id: corpus.politicas,
      title: "Políticas comerciales.pdf",
      url: `/api/documents/${corpus.politicas}/file`,
    });
  });

  it("answers 404 for another organisation's source, an unknown kind and an inactive block", async () => {
    const foreign = await source(token.ana, "knowledge_block", corpus.beta);
    expect(foreign).toMatchObject({ status: 404, body: { success: false, error: errors.sourceNotFound } });
    expect(foreign.text).not.toContain(BETA_CANARY);
    expect((await source(token.bea, "document", corpus.politicas)).status).toBe(404);
    expect((await source(token.ana, "chunk", corpus.horario)).status).toBe(404);

    await setKnowledgeBlockActive("acme", corpus.vacaciones, false);
    expect((await source(token.ana, "knowledge_block", corpus.vacaciones)).status).toBe(404);
    expect((await source(undefined, "knowledge_block", corpus.horario)).status).toBe(401);
  });
});

describe("GET /api/config (public branding)", () => {
  const config = (query: string) =>
    configRoute(new Request(`http://localhost/api/config${query}`), undefined);

  it("serves the branding fields without authentication, cacheable for a minute", async () => {
    const db = await testDb();
    const assistant = await defaultAssistant("acme");
    await db.assistant.update({ where: { id: assistant.id }, data: { customPrompt: "Sé breve." } });
    const response = await config("?org_name=acme");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.json()).toEqual({
      success: true,
      data: { logo_url: "/logos/acme.png", orgName: "Acme", color: "#112233", custom_prompt: "Sé breve." },
    });
  });

  it("answers 404 for an unknown organisation and 400 without one", async () => {
    const unknown = await config("?org_name=nadie");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: MESSAGES.es.Errors.organizationNotFound });
    expect((await config("")).status).toBe(400);
  });
});
