import "server-only";
import type { CallerContext } from "@/lib/auth/session-user";
import type { ChatSource, ConversationMessage, ConversationSummary } from "@/lib/validation/chat";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";

/**
 * A member's conversations with the assistant (the chat's side navigation). Conversations are private
 * to the member who had them: every query filters by organisation and user, and anyone else's
 * conversation id answers 404.
 */

/** A signed-in user acting in their own organisation (from the guard): whose conversations these are. */
export type ChatMember = CallerContext;

export type { ConversationMessage, ConversationSummary } from "@/lib/validation/chat";

/** The side navigation shows the recent ones; older conversations stay stored. */
export const CONVERSATIONS_LIST_MAX = 100;
/** Reopening a conversation loads its latest messages only; older ones stay stored. */
export const CONVERSATION_MESSAGES_MAX = 200;
const TITLE_MAX = 80;

/** The first question, on one line, cut at a word boundary near 80 characters. */
export function conversationTitle(question: string): string {
  const line = question.replace(/\s+/g, " ").trim();
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Newest activity first. */
export async function listConversations(member: ChatMember): Promise<ConversationSummary[]> {
  const db = await getDb();
  const conversations = await db.conversation.findMany({
    where: { organizationId: member.organizationId, userId: member.user.id },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: CONVERSATIONS_LIST_MAX,
    select: { id: true, title: true, updatedAt: true, assistant: { select: { name: true } } },
  });
  return conversations.map(({ id, title, updatedAt, assistant }) => ({
    id,
    title,
    updated_at: updatedAt.toISOString(),
    assistant_name: assistant?.name ?? null,
  }));
}

/** 404 unless the conversation is the member's own. */
export async function assertOwnConversation(member: ChatMember, id: string): Promise<void> {
  const db = await getDb();
  const found = await db.conversation.count({
    where: { id, organizationId: member.organizationId, userId: member.user.id },
  });
  if (found === 0) throw new AppError("NOT_FOUND", "conversationNotFound");
}

/**
 * The conversation with its latest messages (at most CONVERSATION_MESSAGES_MAX), oldest first, as the
 * chat shows them when reopened.
 */
export async function getConversation(
  member: ChatMember,
  id: string,
): Promise<{
  conversation: { id: string; title: string; assistant_id: string | null };
  messages: ConversationMessage[];
}> {
  const db = await getDb();
  const conversation = await db.conversation.findFirst({
    where: { id, organizationId: member.organizationId, userId: member.user.id },
    select: {
      id: true,
      title: true,
      assistantId: true,
      interactions: {
        where: { organizationId: member.organizationId, userId: member.user.id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: CONVERSATION_MESSAGES_MAX,
        select: {
          id: true,
          question: true,
          answer: true,
          sources: true,
          topics: true,
          rating: true,
          createdAt: true,
        },
      },
    },
  });
  if (!conversation) throw new AppError("NOT_FOUND", "conversationNotFound");
  return {
    // The assistant it reopens with (issue 23); null: the default's.
    conversation: { id: conversation.id, title: conversation.title, assistant_id: conversation.assistantId },
    messages: conversation.interactions.toReversed().map((interaction) => ({
      interaction_id: interaction.id,
      question: interaction.question,
      response: interaction.answer,
      sources: interaction.sources as unknown as ChatSource[],
      topics: interaction.topics,
      rating: interaction.rating,
      created_at: interaction.createdAt.toISOString(),
    })),
  };
}
