"use client";

import { Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTimeZone } from "@/components/providers/time-zone-provider";
import { timeZoneOffset } from "@/lib/dates/format";
import { cn } from "@/lib/ui/cn";

/** Names the clock a screen's dates are on ("Fechas y horas en America/Mexico_City (GMT-06:00)"). */
export function TimeZoneNote({ className }: { className?: string }) {
  const t = useTranslations("Common");
  const timeZone = useTimeZone();
  return (
    <p className={cn("inline-flex items-center gap-1.5 text-xs text-slate-500", className)}>
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{t("timeZoneNote", { zone: timeZone, offset: timeZoneOffset(timeZone) })}</span>
    </p>
  );
}
