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

/**
 * The assistants the caller may use, in the admin's order (the default one among them). One query in
 * the common case, since every chat message asks it: the collections are read only when an assistant
 * is limited to some, and the default is created only when the organisation has none yet.
 */
export async function usableAssistants(caller: CallerContext): Promise<ChatAssistant[]> {
  const db = await getDb();
  const query = () =>
    db.assistant.findMany({
      where: usableBy(caller),
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    });
  let rows = await query();
  if (!rows.some((assistant) => assistant.isDefault)) {
    await defaultAssistant(caller.organizationId);
    rows = await query();
  }
  const limited = rows.filter((assistant) => !assistant.allContent).map((assistant) => assistant.id);
  const links = limited.length
    ? await db.assistantCollection.findMany({
        where: { assistantId: { in: limited }, assistant: { organizationId: caller.organizationId } },
        select: { assistantId: true, collectionId: true },
      })
    : [];
  return rows.map((assistant) => ({
    ...assistant,
    collectionIds: assistant.allContent
      ? undefined
      : links.filter((link) => link.assistantId === assistant.id).map((link) => link.collectionId),
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
