import { answerQuestion } from "@/server/services/chat/answer-question";
import { getConversation } from "@/server/services/chat/conversations";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { MESSAGES } from "@/server/i18n";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import {
  BETA_CANARY,
  BETA_TITLE,
  USERS,
  ask,
  askStreaming,
  readEvents,
  setUpEmbeddedChatSuite,
  type ChatSuite,
} from "./helpers";

/** Embedded mode (no OPENAI_API_KEY): grounded extractive answers from a corpus built in the test. */

useTestDatabase();
jest.setTimeout(60_000);

let corpus: ChatSuite["corpus"];
let token: ChatSuite["token"];

beforeAll(async () => {
  ({ corpus, token } = await setUpEmbeddedChatSuite());
});

describe("grounded answers", () => {
  it("answers from a knowledge block and cites it", async () => {
    const { status, body } = await ask("¿Cuál es el horario de atención los sábados?", { token: token.ana });
    expect(status).toBe(200);
    expect(body.answered).toBe(true);
    expect(body.response).toContain("10:00 a 14:00");
    expect(body.sources).toContainEqual({
      number: expect.any(Number),
      kind: "knowledge_block",
      id: corpus.horario,
      title: "Horario de atención",
      page: null,
    });
    expect(body.response).toMatch(/\[\d\]/);
  });

  it("answers from a processed document and cites its page", async () => {
    const { body } = await ask("¿En cuántos días puedo hacer una devolución?", { token: token.ana });
    expect(body.answered).toBe(true);
    expect(body.response).toContain("30 días");
    expect(body.sources).toContainEqual(
      expect.objectContaining({
        kind: "document",
        id: corpus.politicas,
        title: "Políticas comerciales.pdf",
        page: 4,
      }),
    );
  });

  it("gives a matching Q&A pair's answer verbatim", async () => {
    const { body } = await ask("¿Cuánto cuesta el envío a domicilio?", { token: token.ana });
    expect(body.answered).toBe(true);
    expect(body.response).toContain(
      "El envío es gratis en compras mayores a $999 MXN; debajo de ese monto cuesta $149 MXN.",
    );
    expect(body.sources).toEqual([
      {
        number: 1,
        kind: "qa_pair",
        id: corpus.envio,
        title: "¿Cuánto cuesta el envío a domicilio?",
        page: null,
      },
    ]);
  });

  it("answers a question in colloquialisms the content never uses from the passage that says what they mean", async () => {
    // No passage says «mandan» or «chante»; the curated colloquialisms (server/ai/lexicon/colloquial-mx.ts)
    // lead them to «envío» and «domicilio», and a word a person's list explains counts in the question
    // as much as the passage that says what it means covers of it.
    const { body } = await ask("¿y si me lo mandan hasta mi chante, me sale en ceros?", {
      token: token.luis,
    });
    expect(body.answered).toBe(true);
    expect(body.response).toContain("El envío es gratis en compras mayores a $999 MXN");
    expect(body.sources[0]).toMatchObject({ kind: "qa_pair", id: corpus.envio });
  });

  it("answers an English question from English text", async () => {
    const { body } = await ask("How long do international orders take to arrive?", {
      token: token.ana,
      locale: "en",
    });
    expect(body.answered).toBe(true);
    expect(body.response).toContain("7 to 10 business days");
    expect(body.sources).toContainEqual(
      expect.objectContaining({ kind: "knowledge_block", id: corpus.shipping }),
    );
  });

  it("answers an English question from Spanish content, quoting it and saying so in English", async () => {
    const { body } = await ask("What is the schedule on Saturdays?", {
      token: token.luis,
      locale: "es",
    });
    expect(body.answered).toBe(true);
    expect(body.response.startsWith(MESSAGES.en.Assistant.quotedInSpanish)).toBe(true);
    expect(body.response).toContain("10:00 a 14:00");
    expect(body.sources).toContainEqual(
      expect.objectContaining({ kind: "knowledge_block", id: corpus.horario }),
    );
  });

  it("offers another source close to the question, below the gate, as 'see also' without quoting it", async () => {
    const question = "¿En cuántos días me devuelven el dinero de una devolución si estoy de vacaciones?";
    // The returns rule answers. The vacation block covers too little of the question to pass the gate
    // (the «días» of «vacaciones»), but holds two of its words: it is offered, not quoted.
    const { retrieved, passages } = await answerQuestion("acme", question, { locale: "es", engine: null });
    expect(retrieved.map((chunk) => chunk.sourceId)).toContain(corpus.vacaciones);
    expect(passages.map((chunk) => chunk.sourceId)).not.toContain(corpus.vacaciones);
    const { body } = await ask(question, { token: token.luis });
    expect(body.answered).toBe(true);
    expect(body.response).toContain("30 días naturales");
    expect(body.response).not.toContain("12 días de vacaciones");
    expect(body.response).toMatch(/\n\nVer también: «Prestaciones del personal» \[2\]$/);
    expect(body.sources.map((source) => source.id)).toEqual([corpus.politicas, corpus.vacaciones]);
  });

  it("finds a product by its code", async () => {
    const { body } = await ask("¿Qué garantía tiene el SKU-4471-B?", { token: token.ana });
    expect(body.answered).toBe(true);
    expect(body.response).toContain("2 años");
    expect(body.sources).toContainEqual(
      expect.objectContaining({ kind: "document", id: corpus.catalogo, title: "Catálogo 2024.pdf", page: 1 }),
    );
  });

  it("stores the interaction with its sources, engine and latency", async () => {
    const { body } = await ask("¿Cuántos días de vacaciones tengo?", { token: token.ana });
    const db = await testDb();
    const stored = await db.interaction.findUniqueOrThrow({ where: { id: body.interaction_id } });
    expect(stored).toMatchObject({
      organizationId: "acme",
      conversationId: body.conversation_id,
      question: "¿Cuántos días de vacaciones tengo?",
      answer: body.response,
      sources: body.sources,
      answered: true,
      rating: null,
      engine: "embedded",
      model: null,
    });
    expect(stored.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.response).toContain("12 días");
  });
});

describe("out-of-scope questions", () => {
  it.each([
    ["es", "¿Quién ganó el mundial de futbol de 1986?"],
    ["en", "Who won the 1986 football world cup?"],
  ] as const)(
    "answer that there is no information, in %s, stored as unanswered",
    async (locale, question) => {
      const { status, body } = await ask(question, { token: token.ana, locale });
      expect(status).toBe(200);
      expect(body.response).toBe(MESSAGES[locale].Assistant.noInformation);
      expect(body.answered).toBe(false);
      expect(body.sources).toEqual([]);
      // Nothing the store covers shares a word with it: no topic to suggest.
      expect(body.topics).toEqual([]);
      const db = await testDb();
      const stored = await db.interaction.findUniqueOrThrow({ where: { id: body.interaction_id } });
      expect(stored).toMatchObject({
        answered: false,
        sources: [],
        answer: MESSAGES[locale].Assistant.noInformation,
      });
    },
  );
});

describe("questions about something the content never names", () => {
  it("are declined even when some of their words match: the name decides", async () => {
    // Luis asks: Ana's share of the chat rate limit belongs to the other tests.
    const { body } = await ask("¿Cuál es el horario de atención de Telcel?", { token: token.luis });
    expect(body.answered).toBe(false);
    expect(body.response).toContain(MESSAGES.es.Assistant.noInformation);
    // The store's own hours share the question's words: offered as a topic to ask about, and kept for
    // when the conversation is reopened.
    expect(body.topics).toEqual(["Horario de atención"]);
    expect(body.response).toContain("«Horario de atención»");
    const luis = await (await testDb()).user.findFirstOrThrow({ where: { email: USERS.luis } });
    const reopened = await getConversation({ user: luis, organizationId: "acme" }, body.conversation_id);
    expect(reopened.messages.at(-1)?.topics).toEqual(["Horario de atención"]);
    // The same words without the foreign name are the store's own question.
    const own = await ask("¿Cuál es el horario de atención?", { token: token.luis });
    expect(own.body.answered).toBe(true);
    expect(own.body.sources.map((source) => source.id)).toContain(corpus.horario);
  });
});

describe("streaming", () => {
  it("sends start, the answer's deltas and done with the stored answer", async () => {
    const response = await askStreaming("¿Cuál es el horario de atención?", { token: token.ana });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const events = await readEvents(response);
    expect(events[0]).toEqual({ type: "start", conversation_id: expect.any(String) });
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error(`expected done, got ${JSON.stringify(done)}`);
    const deltas = events.filter((event) => event.type === "delta").map((event) => event.text);
    expect(deltas.join("")).toBe(done.response);
    expect(done).toMatchObject({
      answered: true,
      conversation_id: events[0].type === "start" && events[0].conversation_id,
    });
    expect(done.sources).toContainEqual(expect.objectContaining({ id: corpus.horario }));
  });
});

describe("tenant isolation (canary)", () => {
  const probes = [
    "¿Cuál es el horario de atención?",
    "¿Cuál es la garantía de devoluciones?",
    BETA_TITLE,
    `¿Qué es ${BETA_CANARY}?`,
    BETA_CANARY,
    "código secreto de Beta confidencial",
  ];

  it("retrieval for Acme never returns Beta's chunks", async () => {
    for (const probe of probes) {
      const chunks = await searchChunks("acme", probe);
      expect(chunks.map((chunk) => chunk.sourceId)).not.toContain(corpus.beta);
      expect(JSON.stringify(chunks)).not.toContain(BETA_CANARY);
    }
    // The canary is findable in its own organisation: the probes are not simply missing it.
    expect((await searchChunks("beta", BETA_CANARY)).map((chunk) => chunk.sourceId)).toContain(corpus.beta);
  });

  it("no answer to Acme contains Beta's canary, in JSON or streamed", async () => {
    for (const probe of probes) {
      const json = await ask(probe, { token: token.ana });
      expect(json.status).toBe(200);
      expect(json.text).not.toContain(BETA_CANARY);
      expect(json.text).not.toContain(corpus.beta);
      const streamed = await (await askStreaming(probe, { token: token.ana })).text();
      expect(streamed).not.toContain(BETA_CANARY);
    }
  });
});
