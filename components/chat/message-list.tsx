import { useTranslations } from "next-intl";
import type { ChatRating, ChatSource } from "@/lib/chat/client";
import { MessageBubble } from "./message-bubble";
import { plainText } from "./plain-text";
import type { ChatMessage } from "./use-chat";

/**
 * The conversation. Streaming text is not a live region (it would be read piece by piece); the
 * finished reply is announced once through a polite live region instead.
 */
export function MessageList({
  messages,
  avatarUrl,
  ratingPendingFor,
  onRate,
  onOpenSource,
  onAsk,
  askDisabled,
}: {
  messages: ChatMessage[];
  avatarUrl: string | null;
  ratingPendingFor: string | undefined;
  onRate: (message: ChatMessage, value: ChatRating) => void;
  onOpenSource: (source: ChatSource) => void;
  onAsk: (question: string) => void;
  askDisabled: boolean;
}) {
  const t = useTranslations("Chat");
  const last = messages.at(-1);
  const announcement =
    last?.role === "assistant" && last.live && !last.streaming
      ? last.failed
        ? last.content || t("errorMessage")
        : plainText(last.content)
      : "";

  return (
    <>
      <ol aria-label={t("messagesLabel")} className="space-y-6 py-6">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageBubble
              message={message}
              avatarUrl={avatarUrl}
              ratingPending={ratingPendingFor === message.id}
              onRate={onRate}
              onOpenSource={onOpenSource}
              onAsk={onAsk}
              askDisabled={askDisabled}
            />
          </li>
        ))}
      </ol>
      <div aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
    </>
  );
}
