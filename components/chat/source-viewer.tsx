"use client";

import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { RICH_TEXT_CLASSES } from "@/components/ui/rich-text";
import { Spinner } from "@/components/ui/spinner";
import { chatKeys, fetchSource, type ChatSource } from "@/lib/chat/client";

/** A knowledge block's text or a Q&A pair's answer, cited by an answer, in a modal dialog. */
export function SourceViewer({ source, onClose }: { source: ChatSource; onClose: () => void }) {
  const t = useTranslations("Chat");
  const common = useTranslations("Common");
  const titleId = useId();
  const { data, isPending, isError } = useQuery({
    queryKey: chatKeys.source(source.kind, source.id),
    queryFn: () => fetchSource(source.kind, source.id),
  });

  return (
    <DialogFrame titleId={titleId} onClose={onClose} closeOnBackdrop className="sm:max-w-2xl">
      <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t(source.kind === "qa_pair" ? "kindQaPair" : "kindKnowledgeBlock")}
          </p>
          <h2 id={titleId} className="mt-0.5 text-lg font-semibold break-words text-slate-900">
            {data?.title ?? source.title}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("closeSource")}
          className="-me-1.5 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="overflow-y-auto px-5 py-4 sm:px-6 sm:py-5">
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner />
            {common("loading")}
          </p>
        ) : isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t("sourceError")}
          </p>
        ) : source.kind === "knowledge_block" ? (
          <div
            className={RICH_TEXT_CLASSES}
            // Sanitised by the server on write and on read (server/ingest/sanitize-html.ts).
            dangerouslySetInnerHTML={{ __html: data.content ?? "" }}
          />
        ) : (
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{data.content}</p>
        )}
      </div>
    </DialogFrame>
  );
}
