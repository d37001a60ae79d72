"use client";

import { useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { ChatSource } from "@/lib/chat/client";
import { CONVERSATION_PARAM } from "@/lib/chat/constants";
import { brandStyle } from "@/lib/ui/brand-color";
import type { ChatAssistantDto } from "@/lib/validation/assistants";
import { AssistantHeader } from "./assistant-header";
import { ChatDisclaimer } from "./chat-disclaimer";
import { ChatGreeting } from "./chat-greeting";
import { ChatInput } from "./chat-input";
import { MessageList } from "./message-list";
import { PopularQuestions, QuestionChips } from "./popular-questions";
import { ScrollToBottom } from "./scroll-to-bottom";
import { SourceViewer } from "./source-viewer";
import { SupportTestNotice } from "./support-test-notice";
import type { ChatOrganization } from "./types";
import { useAssistantChoice } from "./use-assistant-choice";
import { useChat } from "./use-chat";
import { useScrollAnchor } from "./use-scroll-anchor";

const LOGIN_AGAIN = `/login?type=member&redirect=${encodeURIComponent("/chat")}`;

/**
 * The chat screen (spec §2): greeting and popular questions until the conversation starts, then the
 * messages; the input and the disclaimer stay at the bottom. The open conversation lives in the URL
 * (?c=<id>), so the side navigation, a reload and a bookmark all reopen it. In a superadmin's support
 * session (`supportTest`) a notice says that this is the test mode: answered as for the member,
 * saved nowhere. With `assistants` (issue 23) the header names the one asked and lets the member pick
 * another, which starts a new conversation; its greeting and suggested questions replace the standard
 * ones when it has them.
 */
export function ChatScreen({
  userId = "",
  userName,
  organization,
  supportTest = false,
  assistants = [],
}: {
  /** Keys the member's remembered assistant on this device. */
  userId?: string;
  userName: string;
  organization: ChatOrganization | null;
  supportTest?: boolean;
  /** The assistants the member may use; none: the chat of a single, unnamed assistant. */
  assistants?: readonly ChatAssistantDto[];
}) {
  const t = useTranslations("Chat");
  const router = useRouter();
  const selected = useSearchParams().get(CONVERSATION_PARAM);
  const input = useRef<HTMLTextAreaElement>(null);
  const [viewing, setViewing] = useState<ChatSource | null>(null);

  const chat = useChat({
    onUnauthorized: () => router.replace(LOGIN_AGAIN),
    // Replacing the URL in place keeps the streaming screen; Next's router follows history calls.
    onConversationStarted: (id) =>
      window.history.replaceState(null, "", `/chat?${CONVERSATION_PARAM}=${encodeURIComponent(id)}`),
  });
  const { show, send: sendMessage } = chat;
  useEffect(() => {
    void show(selected);
  }, [selected, show]);
  const { current: assistant, choose } = useAssistantChoice(userId, assistants, chat.openedAssistant);

  const { scroller, far, onScroll, scrollToBottom } = useScrollAnchor(chat.messages);
  function send(text: string) {
    const sent = sendMessage(text, assistant?.id ?? null);
    if (sent) scrollToBottom();
    return sent;
  }
  function pick(id: string) {
    choose(id);
    // A conversation belongs to one assistant: another one starts a new conversation.
    if (selected) router.push("/chat");
    void show(null);
  }
  function ask(question: string) {
    send(question);
    input.current?.focus({ preventScroll: true });
  }

  const empty = chat.messages.length === 0;
  return (
    <div
      data-testid="chat-screen"
      style={brandStyle(organization?.color)}
      // Exactly the viewport under the mobile header: only the conversation scrolls, never the page.
      // `relative` here and on the scroller: absolutely positioned descendants (the screen-reader-only
      // texts of every message) are placed inside them; otherwise they hang off the page at the
      // height they would have in an unscrolled list and give the whole page a scroll bar.
      className="relative flex h-[calc(100dvh-3.5rem)] min-h-0 flex-col overflow-hidden md:h-dvh"
    >
      <h1 className="sr-only">
        {organization ? t("pageTitle", { organization: organization.name }) : t("pageTitleNoOrganization")}
      </h1>
      {supportTest && <SupportTestNotice name={userName} />}
      {assistant && (
        <AssistantHeader
          assistants={assistants}
          current={assistant}
          fallbackImageUrl={organization?.imageUrl ?? null}
          onChoose={pick}
        />
      )}
      <div
        ref={scroller}
        onScroll={onScroll}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
          {chat.status === "loading" ? (
            <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
              <Spinner />
              {t("loadingConversation")}
            </p>
          ) : chat.status === "load-error" ? (
            <p role="alert" className="py-16 text-center text-sm text-red-700">
              {t("conversationError")}
            </p>
          ) : empty ? (
            <>
              <ChatGreeting name={userName} organization={organization} assistant={assistant} />
              {assistant?.suggested_questions.length ? (
                <QuestionChips
                  title={t("suggestedQuestions")}
                  questions={assistant.suggested_questions}
                  onAsk={ask}
                />
              ) : (
                <PopularQuestions assistantId={assistant?.id ?? null} onAsk={ask} />
              )}
            </>
          ) : (
            <MessageList
              messages={chat.messages}
              avatarUrl={assistant?.profile_image_url ?? organization?.imageUrl ?? null}
              ratingPendingFor={chat.ratingPendingFor}
              onRate={chat.rate}
              onOpenSource={setViewing}
              onAsk={send}
              askDisabled={chat.status === "sending"}
            />
          )}
        </div>
      </div>
      <div className="relative border-t border-slate-200 bg-slate-50/95 backdrop-blur">
        {far && !empty && <ScrollToBottom onClick={scrollToBottom} />}
        <div className="mx-auto w-full max-w-3xl px-4 pt-3 pb-3 sm:px-6">
          <ChatInput
            pending={chat.status === "sending" || chat.status === "loading"}
            onSend={send}
            inputRef={input}
          />
          <ChatDisclaimer />
        </div>
      </div>
      {viewing && <SourceViewer source={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
