import "server-only";
import type { CallerContext } from "@/lib/auth/session-user";
import type { ChatAssistantDto } from "@/lib/validation/assistants";
import { getDb, type Assistant } from "@/server/db";
import { AppError } from "@/server/errors";
import { defaultAssistant } from "@/server/services/assistants/default";
import { toChatAssistantDto } from "@/server/services/assistants/dto";

/**
 * Who may use which assistant (issue 23 point 3): one open to all is every member's; otherwise only
 * its chosen members' and the organisation's admins' (who manage it). The chat lists only these, and
 * asking any other answers 403.
 */

export type ChatAssistant = Assistant & {
  /** The collections it is limited to; undefined: all the organisation's content. */
  collectionIds: string[] | undefined;
};

const usableBy = (caller: CallerContext) =>
  caller.user.role === "admin"
    ? { organizationId: caller.organizationId }
    : {
        organizationId: caller.organizationId,
        OR: [{ openToAll: true }, { members: { some: { userId: caller.user.id } } }],
      };

/** The assistants the caller may use, in the admin's order (the default one among them). */
export async function usableAssistants(caller: CallerContext): Promise<ChatAssistant[]> {
  await defaultAssistant(caller.organizationId);
  const db = await getDb();
  const rows = await db.assistant.findMany({
    where: usableBy(caller),
    include: { collections: { select: { collectionId: true } } },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  return rows.map(({ collections, ...assistant }) => ({
    ...assistant,
    collectionIds: assistant.allContent ? undefined : collections.map((c) => c.collectionId),
  }));
}

export async function listChatAssistants(caller: CallerContext): Promise<ChatAssistantDto[]> {
  return (await usableAssistants(caller)).map(toChatAssistantDto);
}

/**
 * The assistant a chat message is for: the conversation's own when it continues one (a conversation
 * belongs to one assistant), else the one asked for, else the default. Another organisation's
 * assistant answers 404; one the caller may not use, 403.
 */
export async function assistantForChat(
  caller: CallerContext,
  { assistantId, conversationId }: { assistantId?: string | null; conversationId?: string | null },
): Promise<{ assistant: ChatAssistant; usable: ChatAssistant[] }> {
  const db = await getDb();
  const usable = await usableAssistants(caller);
  const fromConversation = conversationId
    ? (
        await db.conversation.findFirst({
          where: { id: conversationId, organizationId: caller.organizationId, userId: caller.user.id },
          select: { assistantId: true },
        })
      )?.assistantId
    : null;
  const wanted = fromConversation ?? assistantId;
  if (!wanted) return { assistant: usable.find((a) => a.isDefault) ?? usable[0], usable };
  const found = usable.find((a) => a.id === wanted);
  if (found) return { assistant: found, usable };
  const exists = await db.assistant.count({ where: { id: wanted, organizationId: caller.organizationId } });
  throw exists
    ? new AppError("FORBIDDEN", "assistantForbidden")
    : new AppError("NOT_FOUND", "assistantNotFound");
}
