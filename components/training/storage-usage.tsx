"use client";

import { HardDrive } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { cn } from "@/lib/ui/cn";
import { formatFileSize } from "@/lib/validation/documents";
import { useStorageUsage } from "./use-documents";

const BYTES_PER_MB = 1024 * 1024;
/** From here the bar turns amber, then red: time to tidy up before uploads are refused. */
const WARNING_SHARE = 0.8;
const CRITICAL_SHARE = 0.95;

/** KB under a megabyte (as file sizes are shown), else megabytes to one decimal: "1,5 MB", "1024 MB". */
function formatStorage(bytes: number, locale: string): string {
  if (bytes < BYTES_PER_MB) return formatFileSize(bytes, locale);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / BYTES_PER_MB)} MB`;
}

/**
 * Issue 24: "X MB de Y MB usados" with a bar, and the files the organisation may still upload this
 * hour. Refreshed after each upload, refusal and deletion (use-documents.ts).
 */
export function StorageUsage() {
  const t = useTranslations("Training.documents.usage");
  const locale = useLocale();
  const labelId = useId();
  const usage = useStorageUsage();

  if (usage.isPending) {
    return (
      <div aria-hidden="true" className="animate-pulse space-y-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-2 rounded-full bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
      </div>
    );
  }
  if (usage.isError) {
    return (
      <p className="border-b border-slate-100 px-4 py-3 text-xs text-slate-500 sm:px-5">{t("loadError")}</p>
    );
  }
  const {
    used_bytes: used,
    quota_bytes: quota,
    uploads_left_this_hour: left,
    uploads_per_hour: limit,
  } = usage.data;
  const share = quota > 0 ? Math.min(1, used / quota) : 1;
  const text = t("used", { used: formatStorage(used, locale), quota: formatStorage(quota, locale) });
  const full = used >= quota;

  return (
    <div className="space-y-1.5 border-b border-slate-100 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p id={labelId} className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
          <HardDrive aria-hidden="true" className="size-3.5 text-slate-500" />
          {t("label")}
        </p>
        <p className="text-xs text-slate-700 tabular-nums">{text}</p>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-300",
            share >= CRITICAL_SHARE ? "bg-red-500" : share >= WARNING_SHARE ? "bg-amber-500" : "bg-brand",
          )}
          // A sliver stays visible once anything is stored, so "some" never reads as "none".
          style={{ width: `${used > 0 ? Math.max(1, share * 100) : 0}%` }}
        />
      </div>
      <p className={cn("text-xs", full || left === 0 ? "font-medium text-red-700" : "text-slate-500")}>
        {full ? t("full") : t("uploadsLeft", { count: left, limit })}
      </p>
    </div>
  );
}
