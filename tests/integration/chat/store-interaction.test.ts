import { AppError } from "@/server/errors";
import { defaultAssistant } from "@/server/services/assistants/default";
import { storeInteraction, type NewInteraction } from "@/server/services/chat/interactions";
import { findUserByEmail } from "@/server/services/users";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase({ seed: true });

let assistant: { id: string; name: string };
beforeAll(async () => {
  assistant = await defaultAssistant("demo");
});

const answer = (conversationId: string, isNewConversation: boolean): NewInteraction => ({
  conversationId,
  isNewConversation,
  assistant: { id: assistant.id, name: assistant.name },
  question: "¿Qué formas de pago aceptan?",
  answer: "Efectivo y tarjetas [1]",
  sources: [{ number: 1, kind: "qa_pair", id: "qa-1", title: "Pagos", page: null }],
  answered: true,
  latencyMs: 12,
  engine: "embedded",
  model: null,
});

describe("storeInteraction", () => {
  it("creates a new conversation with its first interaction, then appends and touches it", async () => {
    const member = await findUserByEmail("member@example.com");
    const caller = { user: member!, organizationId: "demo" };
    const conversationId = crypto.randomUUID();
    const first = await storeInteraction(caller, answer(conversationId, true));
    const db = await testDb();
    const created = await db.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect(created).toMatchObject({
      userId: member!.id,
      organizationId: "demo",
      title: "¿Qué formas de pago aceptan?",
    });
    expect(await db.interaction.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
      conversationId,
      answered: true,
      sources: [{ number: 1, kind: "qa_pair", id: "qa-1", title: "Pagos", page: null }],
    });

    await storeInteraction(caller, answer(conversationId, false));
    const touched = await db.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect(touched.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await db.interaction.count({ where: { conversationId } })).toBe(2);
  });

  it("stores nothing in someone else's conversation", async () => {
    const [member, admin] = await Promise.all([
      findUserByEmail("member@example.com"),
      findUserByEmail("admin@example.com"),
    ]);
    const conversationId = crypto.randomUUID();
    await storeInteraction({ user: admin!, organizationId: "demo" }, answer(conversationId, true));
    const intruder = { user: member!, organizationId: "demo" };
    await expect(storeInteraction(intruder, answer(conversationId, false))).rejects.toThrow(AppError);
    const db = await testDb();
    expect(await db.interaction.count({ where: { conversationId } })).toBe(1);
  });
});
