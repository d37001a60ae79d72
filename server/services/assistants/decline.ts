import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { declineAnswer } from "@/server/ai/relevance";
import { serverTranslator } from "@/server/i18n";
import type { ChatAssistant } from "@/server/services/assistants/access";
import { answerQuestion } from "@/server/services/chat/answer-question";

/**
 * An assistant's decline (issue 23 point 4): an assistant limited to collections says that it does
 * not cover the question and, when another assistant the member may use does (its own collections
 * pass the relevance gate for the question), names that one, in the assistant's tone («tú» or
 * «usted»). Only the other assistant's name is said: nothing of its content. An assistant over all
 * the content declines as the chat always has.
 */
export function assistantDecline({
  organizationId,
  question,
  locale,
  assistant,
  usable,
}: {
  organizationId: string;
  question: string;
  locale: Locale;
  assistant: ChatAssistant;
  usable: ChatAssistant[];
}): (topics: string[]) => Promise<string> {
  return async (topics) => {
    const other = await assistantCovering(organizationId, question, locale, assistant, usable);
    if (assistant.allContent && !other) return declineAnswer(question, locale, topics);
    const t = serverTranslator(locale, "Assistant");
    const parts = [t("notCovered", { name: assistant.name })];
    if (other) {
      parts.push(
        t(assistant.tone === "formal" ? "askOtherFormal" : "askOtherFriendly", { name: other.name }),
      );
    } else if (topics.length > 0) {
      parts.push(t("closestTopics", { topics: topics.map((topic) => `«${topic}»`).join(", ") }));
    }
    return parts.join(" ");
  };
}

/**
 * The first other assistant whose content answers the question: one limited to collections before one
 * over everything (the more specific role), each group in the admin's order.
 */
async function assistantCovering(
  organizationId: string,
  question: string,
  locale: Locale,
  asked: ChatAssistant,
  usable: ChatAssistant[],
): Promise<ChatAssistant | null> {
  if (asked.allContent) return null;
  const candidates = [...usable.filter((a) => !a.allContent), ...usable.filter((a) => a.allContent)];
  for (const candidate of candidates) {
    if (candidate.id === asked.id) continue;
    const { passages } = await answerQuestion(organizationId, question, {
      locale,
      engine: null,
      collections: candidate.collectionIds,
    });
    if (passages.length > 0) return candidate;
  }
  return null;
}
