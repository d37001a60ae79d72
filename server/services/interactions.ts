import "server-only";
import type { ChatSource, Rating } from "@/lib/validation/chat";
import { getDb } from "@/server/db";
import { AppError } from "@/server/http/app-error";
import { conversationTitle, type ChatMember } from "./conversations";

/**
 * Interactions: one question and its answer, as asked by a member (spec §3), with what the report and
 * the chat need later: the cited sources, whether it was answered, the rating, latency and engine.
 */

export type NewInteraction = {
  /** An existing conversation of the member, or the id chosen for a new one (created here). */
  conversationId: string;
  isNewConversation: boolean;
  question: string;
  answer: string;
  sources: ChatSource[];
  answered: boolean;
  latencyMs: number;
  engine: string;
  model: string | null;
};

/**
 * Stores the interaction and creates or touches its conversation in one transaction, so a
 * conversation never exists without its first message and the side navigation's order follows the
 * latest message.
 */
export async function storeInteraction(member: ChatMember, interaction: NewInteraction): Promise<string> {
  const { conversationId, isNewConversation, sources, ...fields } = interaction;
  const { organizationId, userId } = member;
  const db = await getDb();
  const createInteraction = (tx: Pick<typeof db, "interaction">) =>
    tx.interaction.create({
      data: {
        ...fields,
        organizationId,
        userId,
        conversationId,
        // Only the fields the chat shows: nothing internal to retrieval is kept.
        sources: sources.map(({ number, kind, id, title, page }) => ({ number, kind, id, title, page })),
      },
      select: { id: true },
    });
  if (isNewConversation) {
    // Both writes in one batch transaction: cheaper than an interactive one, and there is nothing to
    // check in between (the id is new).
    const [, stored] = await db.$transaction([
      db.conversation.create({
        data: { id: conversationId, organizationId, userId, title: conversationTitle(fields.question) },
      }),
      createInteraction(db),
    ]);
    return stored.id;
  }
  return db.$transaction(async (tx) => {
    // Scoped like every write: a conversation that stopped being the member's own fails here.
    const { count } = await tx.conversation.updateMany({
      where: { id: conversationId, organizationId, userId },
      data: { updatedAt: new Date() },
    });
    if (count === 0) throw new AppError("NOT_FOUND", "conversationNotFound");
    return (await createInteraction(tx)).id;
  });
}

/** Rates one of the member's own interactions; rating again replaces the earlier rating. */
export async function rateInteraction(
  member: ChatMember,
  interactionId: string,
  rating: Rating,
): Promise<void> {
  const db = await getDb();
  const { count } = await db.interaction.updateMany({
    where: { id: interactionId, organizationId: member.organizationId, userId: member.userId },
    data: { rating },
  });
  if (count === 0) throw new AppError("NOT_FOUND", "interactionNotFound");
}
