"use client";

import { useQuery } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { LocalTime } from "@/components/ui/local-time";
import { chatKeys, fetchConversations } from "@/lib/chat/client";
import { CONVERSATION_PARAM } from "@/lib/chat/constants";
import { cn } from "@/lib/ui/cn";

/**
 * The member's own conversations, newest first; the open one is highlighted (aria-current). Each names
 * its assistant once they span several (issue 23); with one assistant the name would only repeat.
 */
export function ConversationList({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations("ChatShell");
  const selected = useSearchParams().get(CONVERSATION_PARAM);
  const { data, isPending, isError } = useQuery({
    queryKey: chatKeys.conversations(),
    queryFn: fetchConversations,
  });
  const namesAssistants = new Set(data?.map((conversation) => conversation.assistant_name ?? null)).size > 1;

  return (
    <nav aria-labelledby="conversations-heading">
      <h2
        id="conversations-heading"
        className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {t("conversations")}
      </h2>
      {isPending ? (
        <div role="status" className="mt-2 space-y-2 px-1">
          <span className="sr-only">{t("loadingConversations")}</span>
          {[0, 1, 2].map((row) => (
            <div key={row} aria-hidden="true" className="h-8 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="mt-2 px-1 text-sm text-red-700">
          {t("conversationsError")}
        </p>
      ) : data.length === 0 ? (
        <p className="mt-2 px-1 text-sm text-slate-500">{t("noConversations")}</p>
      ) : (
        <ul className="mt-2 space-y-0.5">
          {data.map((conversation) => {
            const current = conversation.id === selected;
            return (
              <li key={conversation.id}>
                <Link
                  href={`/chat?${CONVERSATION_PARAM}=${encodeURIComponent(conversation.id)}`}
                  prefetch={false}
                  onClick={onNavigate}
                  aria-current={current ? "page" : undefined}
                  title={conversation.title || undefined}
                  className={cn(
                    "flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm transition-colors",
                    current
                      ? "bg-brand-soft font-medium text-slate-900"
                      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                  )}
                >
                  <MessageSquare
                    aria-hidden="true"
                    className={cn("size-4 shrink-0", current ? "text-brand-hover" : "text-slate-400")}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">{conversation.title || t("untitled")}</span>
                    {namesAssistants && conversation.assistant_name && (
                      <span className="block truncate text-xs font-normal text-slate-500">
                        {conversation.assistant_name}
                      </span>
                    )}
                  </span>
                  <LocalTime
                    value={conversation.updated_at}
                    style="dayMonth"
                    className="shrink-0 text-xs text-slate-400"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
