import "server-only";
import type { ChatSource, Rating } from "@/lib/validation/chat";
import { getDb, Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { conversationTitle, type ChatMember } from "@/server/services/chat/conversations";

/**
 * Interactions: one question and its answer, as asked by a member (spec §3), with what the report and
 * the chat need later: the cited sources, whether it was answered, the rating, latency and engine.
 */

export type NewInteraction = {
  /** An existing conversation of the member, or the id chosen for a new one (created here). */
  conversationId: string;
  isNewConversation: boolean;
  /** The assistant asked (issue 23): a new conversation belongs to it; the report names it. */
  assistant: { id: string; name: string };
  question: string;
  answer: string;
  sources: ChatSource[];
  answered: boolean;
  /** A decline's closest covered topics (empty for an answer). */
  topics?: string[];
  latencyMs: number;
  engine: string;
  model: string | null;
};

/**
 * Stores the interaction and creates or touches its conversation in ONE statement (a data-modifying
 * CTE), so a conversation never exists without its first message, the side navigation's order follows
 * the latest message, and a conversation that is not the member's own stores nothing (404). One
 * statement instead of a transaction: this runs once per chat answer, and on embedded PGlite every
 * transaction holds the only connection.
 */
export async function storeInteraction(member: ChatMember, interaction: NewInteraction): Promise<string> {
  const { conversationId, isNewConversation, sources, assistant, ...fields } = interaction;
  const { organizationId } = member;
  const userId = member.user.id;
  const touchedAt = new Date();
  // Only the fields the chat shows: nothing internal to retrieval is kept.
  const storedSources = JSON.stringify(
    sources.map(({ number, kind, id, title, page, place }) => ({
      number,
      kind,
      id,
      title,
      page,
      ...(place ? { place } : {}),
    })),
  );
  const conversation = isNewConversation
    ? Prisma.sql`INSERT INTO "Conversation" ("id", "organizationId", "userId", "title", "assistantId", "updatedAt")
        VALUES (${conversationId}, ${organizationId}, ${userId}, ${conversationTitle(fields.question)}, ${assistant.id}, ${touchedAt})
        RETURNING "id"`
    : Prisma.sql`UPDATE "Conversation" SET "updatedAt" = ${touchedAt}
        WHERE "id" = ${conversationId} AND "organizationId" = ${organizationId} AND "userId" = ${userId}
        RETURNING "id"`;
  const db = await getDb();
  const stored = await db.$queryRaw<{ id: string }[]>`
    WITH conversation AS (${conversation})
    INSERT INTO "Interaction" ("id", "organizationId", "userId", "conversationId", "assistantId",
      "assistantName", "question", "answer", "sources", "answered", "topics", "latencyMs", "engine", "model")
    SELECT ${crypto.randomUUID()}, ${organizationId}, ${userId}, conversation."id", ${assistant.id},
      ${assistant.name}, ${fields.question},
      ${fields.answer}, ${storedSources}::jsonb, ${fields.answered}, ${fields.topics ?? []}::text[],
      ${fields.latencyMs}, ${fields.engine},
      ${fields.model}
    FROM conversation
    RETURNING "id"`;
  if (stored.length === 0) throw new AppError("NOT_FOUND", "conversationNotFound");
  return stored[0].id;
}

/** Rates one of the member's own interactions; rating again replaces the earlier rating. */
export async function rateInteraction(
  member: ChatMember,
  interactionId: string,
  rating: Rating,
): Promise<void> {
  const db = await getDb();
  const { count } = await db.interaction.updateMany({
    where: { id: interactionId, organizationId: member.organizationId, userId: member.user.id },
    data: { rating },
  });
  if (count === 0) throw new AppError("NOT_FOUND", "interactionNotFound");
}
