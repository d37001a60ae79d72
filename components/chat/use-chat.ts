"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import {
  chatKeys,
  fetchConversation,
  rateAnswer,
  streamChat,
  type ChatRating,
  type ChatSource,
  type StoredExchange,
} from "@/lib/chat/client";
import { TYPING_INDICATOR_MS } from "@/lib/chat/constants";

/** Spec §3 "Chat message", plus what streaming and sources need. */
export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** The reply is still arriving. */
  streaming?: boolean;
  /** Spec §4: an arrived reply shows the typing indicator for 1 s, then its rating buttons. */
  isTyping?: boolean;
  /** The call failed: `content` is the server's own words (a refusal) or empty for the generic message. */
  failed?: boolean;
  /** Arrived in this visit (announced to screen readers), not loaded from history. */
  live?: boolean;
  interactionId?: string | null;
  sources?: ChatSource[];
  /** A decline's closest covered topics, offered as questions to ask. */
  topics?: string[];
  rating?: ChatRating | null;
};

type ChatStatus = "idle" | "loading" | "load-error" | "sending";

/**
 * The server's own words for a refusal (a 4xx: a message too long, the rate limit, a read-only support
 * session…), which say what to do about it; null for a failure (5xx, unreachable), which gets the
 * spec's generic message.
 */
function refusalText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === null) return null;
  return error.status >= 400 && error.status < 500 ? error.serverMessage : null;
}

let lastLocalId = 0;
const localId = () => `m${++lastLocalId}`;

function fromHistory(exchanges: StoredExchange[]): ChatMessage[] {
  return exchanges.flatMap((exchange) => [
    { id: `${exchange.interaction_id}-q`, role: "user" as const, content: exchange.question },
    {
      id: exchange.interaction_id,
      role: "assistant" as const,
      content: exchange.response,
      interactionId: exchange.interaction_id,
      sources: exchange.sources ?? [],
      topics: exchange.topics ?? [],
      rating: exchange.rating,
    },
  ]);
}

/**
 * One conversation: its messages, sending with a streamed reply, opening a stored conversation and
 * rating answers. `show(id)` follows the conversation named in the URL; a new conversation reports
 * its id through `onConversationStarted`. A request in flight is aborted when another conversation
 * opens or the screen unmounts. A message names the assistant it asks (issue 23); a stored
 * conversation reports its own in `openedAssistant` (undefined while none is open, null: the default).
 */
export function useChat({
  onUnauthorized,
  onConversationStarted,
}: {
  onUnauthorized: () => void;
  onConversationStarted: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>("idle");
  const [openedAssistant, setOpenedAssistant] = useState<string | null | undefined>(undefined);
  const conversation = useRef<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const callbacks = useRef({ onUnauthorized, onConversationStarted });
  useEffect(() => {
    callbacks.current = { onUnauthorized, onConversationStarted };
  });

  const patch = useCallback((id: string, change: Partial<ChatMessage>) => {
    setMessages((list) => list.map((message) => (message.id === id ? { ...message, ...change } : message)));
  }, []);

  const cancel = useCallback(() => {
    request.current?.abort();
    request.current = null;
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);
  useEffect(() => cancel, [cancel]);

  const refreshConversations = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
    [queryClient],
  );

  const show = useCallback(
    async (id: string | null) => {
      if (id === conversation.current) return;
      cancel();
      conversation.current = id;
      setMessages([]);
      setOpenedAssistant(undefined);
      setStatus(id ? "loading" : "idle");
      if (!id) return;
      const controller = new AbortController();
      request.current = controller;
      try {
        const stored = await fetchConversation(id);
        if (controller.signal.aborted) return;
        setOpenedAssistant(stored.assistantId);
        setMessages(fromHistory(stored.messages));
        setStatus("idle");
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) callbacks.current.onUnauthorized();
        console.error("Could not load the conversation", error);
        setStatus("load-error");
      } finally {
        if (request.current === controller) request.current = null;
      }
    },
    [cancel],
  );

  const started = useCallback(
    (id: string) => {
      if (conversation.current === id) return;
      conversation.current = id;
      callbacks.current.onConversationStarted(id);
      refreshConversations();
    },
    [refreshConversations],
  );

  const stream = useCallback(
    async (message: string, assistantId: string | null, replyId: string, controller: AbortController) => {
      let streamed = "";
      try {
        await streamChat(
          { message, conversationId: conversation.current, assistantId },
          {
            signal: controller.signal,
            onEvent: (event) => {
              // A new conversation exists only once its first answer is stored (`done`): adopting the
              // id from `start` would strand the chat on a conversation that a failed answer never created.
              if (event.type === "delta") patch(replyId, { content: (streamed += event.text) });
              if (event.type !== "done") return;
              // A support session's test mode stores no conversation, so it names none.
              if (event.conversation_id) started(event.conversation_id);
              // The final text replaces the deltas: the server may have removed invalid citations.
              patch(replyId, {
                content: event.response,
                streaming: false,
                isTyping: true,
                interactionId: event.interaction_id,
                sources: event.sources ?? [],
                topics: event.topics ?? [],
              });
              timers.current.push(setTimeout(() => patch(replyId, { isTyping: false }), TYPING_INDICATOR_MS));
            },
          },
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : null;
        if (status === 401) {
          // Spec §8: a missing session stops silently.
          setMessages((list) => list.filter((item) => item.id !== replyId));
          callbacks.current.onUnauthorized();
          return;
        }
        patch(replyId, { content: refusalText(error) ?? "", streaming: false, failed: true, sources: [] });
      } finally {
        if (request.current === controller) {
          request.current = null;
          setStatus("idle");
          refreshConversations();
        }
      }
    },
    [patch, started, refreshConversations],
  );

  /** Sends a message; false (and nothing sent) when it is blank or a reply is pending (spec §5). */
  const send = useCallback(
    (text: string, assistantId: string | null = null): boolean => {
      const message = text.trim();
      if (!message || request.current) return false;
      const controller = new AbortController();
      request.current = controller;
      const replyId = localId();
      setMessages((list) => [
        ...list,
        { id: localId(), role: "user", content: message },
        { id: replyId, role: "assistant", content: "", streaming: true, live: true },
      ]);
      setStatus("sending");
      void stream(message, assistantId, replyId, controller);
      return true;
    },
    [stream],
  );

  const rating = useMutation({
    mutationFn: ({ interactionId, value }: { messageId: string; interactionId: string; value: ChatRating }) =>
      rateAnswer(interactionId, value),
    // Spec §4: marked locally only once the call succeeded; failures are only logged (§8), but a
    // refusal (a read-only support session) says why, since trying again would not help.
    onSuccess: (_data, { messageId, value }) => patch(messageId, { rating: value }),
    onError: (error) => {
      const refusal = refusalText(error);
      if (refusal) toast.error(refusal);
      else console.error("Could not save the rating", error);
    },
  });

  const rate = useCallback(
    (message: ChatMessage, value: ChatRating) => {
      if (message.interactionId)
        rating.mutate({ messageId: message.id, interactionId: message.interactionId, value });
    },
    [rating],
  );
  const ratingPendingFor = rating.isPending ? rating.variables?.messageId : undefined;

  return { messages, status, send, show, rate, ratingPendingFor, openedAssistant };
}
