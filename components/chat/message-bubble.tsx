import { CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ChatRating, ChatSource } from "@/lib/chat/client";
import { AssistantAvatar } from "./assistant-avatar";
import { DeclineTopics } from "./decline-topics";
import { MessageText } from "./message-text";
import { RatingButtons } from "./rating-buttons";
import { SourceList, sourceAnchor } from "./source-list";
import { TypingIndicator } from "./typing-indicator";
import type { ChatMessage } from "./use-chat";

/** A question (right, in the brand colour) or an answer (left, formatted, with sources and rating). */
export function MessageBubble({
  message,
  avatarUrl,
  ratingPending,
  onRate,
  onOpenSource,
  onAsk,
  askDisabled,
}: {
  message: ChatMessage;
  avatarUrl: string | null;
  ratingPending: boolean;
  onRate: (message: ChatMessage, value: ChatRating) => void;
  onOpenSource: (source: ChatSource) => void;
  /** Asks a question (a decline's topic), as typing it would. */
  onAsk: (question: string) => void;
  /** A question is on its way: another cannot be asked yet. */
  askDisabled: boolean;
}) {
  const t = useTranslations("Chat");

  if (message.role === "user") {
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand px-4 py-2.5 break-words whitespace-pre-wrap text-brand-foreground shadow-sm">
          <span className="sr-only">{t("you")}: </span>
          {message.content}
        </div>
      </div>
    );
  }

  const waiting = message.streaming && !message.content;
  const showRating = !message.streaming && !message.isTyping && !message.failed && message.interactionId;
  return (
    <div className="flex items-start gap-3">
      <AssistantAvatar imageUrl={avatarUrl} className="mt-0.5 hidden size-8 sm:inline-flex" />
      <div
        aria-busy={message.streaming || undefined}
        className="min-w-0 flex-1 rounded-2xl rounded-tl-md bg-white px-4 py-3 text-slate-800 shadow-sm ring-1 ring-slate-200"
      >
        <span className="sr-only">{t("assistant")}: </span>
        {waiting ? (
          <TypingIndicator />
        ) : message.failed ? (
          <p className="flex items-start gap-2 text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {message.content || t("errorMessage")}
          </p>
        ) : (
          <MessageText
            text={message.content}
            citationHref={(n) => `#${sourceAnchor(message.id, n)}`}
            linksEnabled={!message.streaming}
          />
        )}
        {!message.streaming && message.sources && message.sources.length > 0 && (
          <SourceList messageId={message.id} sources={message.sources} onOpen={onOpenSource} />
        )}
        {!message.streaming && !message.failed && message.topics && message.topics.length > 0 && (
          <DeclineTopics
            messageId={message.id}
            topics={message.topics}
            disabled={askDisabled}
            onAsk={onAsk}
          />
        )}
        {message.isTyping && (
          <div className="mt-2">
            <TypingIndicator />
          </div>
        )}
        {showRating && (
          <div className="mt-2 -mb-1 flex justify-end">
            <RatingButtons
              rating={message.rating}
              pending={ratingPending}
              onRate={(value) => onRate(message, value)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
