"use client";

import { FileText, RotateCcw, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/ui/cn";
import { formatFileSize, type DocumentStatus } from "@/lib/validation/documents";
import type { DocumentRecord } from "./use-documents";
import type { UploadItem } from "./use-upload-queue";

const ICON_BUTTON =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors " +
  "hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring";

const DOCUMENT_TONES: Record<DocumentStatus, BadgeTone> = {
  uploaded: "success",
  processing: "brand",
  processed: "success",
  failed: "danger",
};

/** The words and tone of an item's status; once stored, the document's own status as the list follows it. */
export function useUploadStatus() {
  const t = useTranslations("Training.documents");
  return (item: UploadItem, live: DocumentRecord | undefined): { label: string; tone: BadgeTone } => {
    switch (item.state) {
      case "ready":
        return { label: t("queue.ready"), tone: "neutral" };
      case "queued":
        return { label: t("queue.queued"), tone: "neutral" };
      case "uploading":
        return { label: t("queue.uploading", { percent: item.progress }), tone: "brand" };
      case "refused":
        return { label: t("queue.refused"), tone: "danger" };
      case "failed":
        return { label: t("queue.failed"), tone: "danger" };
      case "uploaded": {
        const status = (live ?? item.document)?.status;
        const known = status && status in DOCUMENT_TONES ? status : "uploaded";
        return { label: t(`status.${known}`), tone: DOCUMENT_TONES[known] };
      }
    }
  };
}

/**
 * The files of the upload area, one row each: name, size, status (with the reason of a refusal) and,
 * while it goes up, its own progress bar. Status changes are announced by the area's log, not here,
 * so a screen reader hears each outcome once rather than every percent.
 */
export function UploadQueueList({
  items,
  documents,
  onRemove,
  onRetry,
}: {
  items: UploadItem[];
  documents: Map<string, DocumentRecord>;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  const t = useTranslations("Training.documents.queue");
  const locale = useLocale();
  const statusOf = useUploadStatus();

  return (
    // A first day's batch can be long: the list scrolls within the area so the description and the
    // Upload button stay near.
    <ul aria-label={t("label")} className="max-h-[26rem] space-y-2 overflow-y-auto overscroll-contain pr-1">
      {items.map((item) => {
        const name = item.file.name;
        const live = item.document ? documents.get(item.document.document_id) : undefined;
        const status = statusOf(item, live);
        const working = item.state === "uploading" || live?.status === "processing";
        return (
          <li
            key={item.key}
            data-state={item.state}
            className={cn(
              "flex items-start gap-3 rounded-lg border px-3 py-2",
              item.state === "refused" || item.state === "failed"
                ? "border-red-200 bg-red-50/40"
                : "border-slate-200 bg-white",
            )}
          >
            <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate text-sm font-medium text-slate-800" title={name}>
                {name}
              </p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
                <span className="tabular-nums">{formatFileSize(item.file.size, locale)}</span>
                <Badge tone={status.tone} data-status={item.state} className="gap-1">
                  {working && <Spinner className="size-3" />}
                  {status.label}
                </Badge>
              </p>
              {item.state === "uploading" && (
                <div
                  role="progressbar"
                  aria-label={name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  className="h-1.5 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-brand transition-[width] duration-200"
                    style={{ width: `${item.progress}%` }}
                  />
                </div>
              )}
              {item.reason && <p className="text-xs text-red-700">{item.reason}</p>}
            </div>
            {item.state === "failed" && (
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={t("retry", { name })}
                title={t("retry", { name })}
                onClick={() => onRetry(item.key)}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
              </button>
            )}
            {item.state !== "uploading" && (
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={t("remove", { name })}
                title={t("remove", { name })}
                onClick={() => onRemove(item.key)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
