import { createOpenAI } from "@ai-sdk/openai";
import { REWRITE_SYSTEM_PROMPT, rewriteQuestion, usableRewrite } from "@/server/ai/question-rewrite";
import {
  messageText,
  startFakeOpenAIServer,
  type FakeOpenAIServer,
} from "@/tests/helpers/fake-openai-server";

/** The rewrite goes over real HTTP to a fake OpenAI-compatible server on 127.0.0.1. */
let fake: FakeOpenAIServer;
let model: ReturnType<ReturnType<typeof createOpenAI>["chat"]>;

beforeAll(async () => {
  fake = await startFakeOpenAIServer();
  model = createOpenAI({ apiKey: "test-key", baseURL: fake.baseURL }).chat("test-model");
});

afterAll(() => fake.close());

describe("rewriteQuestion", () => {
  it("asks the model for the question in the documents' formal Spanish and returns its one line", async () => {
    fake.reply(() => ({ chunks: ["«Consulta: ¿Cuándo se paga el reembolso de una devolución?»\n"] }));
    const rewrite = await rewriteQuestion(model, "oye y cuando me regresan mi lana?");
    expect(rewrite).toBe("¿Cuándo se paga el reembolso de una devolución?");
    const body = fake.requests.at(-1)!.body;
    expect(messageText(body.messages.find((m) => m.role === "system")!)).toBe(REWRITE_SYSTEM_PROMPT);
    expect(messageText(body.messages.find((m) => m.role === "user")!)).toBe(
      "oye y cuando me regresan mi lana?",
    );
    expect(body.temperature).toBe(0);
  });

  it("returns null when the model fails, so the question is searched as asked", async () => {
    fake.reply(() => ({ status: 500 }));
    expect(await rewriteQuestion(model, "garantia milwakee")).toBeNull();
  });

  it("returns null when the model takes longer than the rewrite's budget", async () => {
    fake.reply(() => ({ delayMs: 2_000, chunks: ["garantía Milwaukee"] }));
    const started = Date.now();
    expect(await rewriteQuestion(model, "garantia milwakee", { timeoutMs: 200 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe("usableRewrite", () => {
  it.each([
    ["an empty reply", "  \n "],
    ["the question's own words", "¿Qué horario tienen?"],
  ])("offers nothing for %s", (_case, reply) => {
    expect(usableRewrite("que horario tienen", reply)).toBeNull();
  });

  it("keeps the first non-empty line without quotes, capped at 300 characters", () => {
    expect(usableRewrite("q", '\n"Horario de atención los sábados"\nOtra línea')).toBe(
      "Horario de atención los sábados",
    );
    expect(usableRewrite("q", "x".repeat(400))).toHaveLength(300);
  });
});
