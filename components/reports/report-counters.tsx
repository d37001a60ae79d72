import { MessagesSquare, ThumbsDown, ThumbsUp, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { InteractionReport } from "@/lib/reports/types";

function Counter({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-hover">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <dt className="truncate text-sm text-slate-600">{label}</dt>
        <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      </div>
    </div>
  );
}

/** Spec §2: total interactions, positive ratings, negative ratings. */
export function ReportCounters({ counts }: { counts: InteractionReport["counts"] }) {
  const t = useTranslations("Reports");
  return (
    <dl aria-label={t("counters")} className="grid gap-3 sm:grid-cols-3">
      <Counter label={t("total")} value={counts.total} icon={MessagesSquare} />
      <Counter label={t("positive")} value={counts.positive} icon={ThumbsUp} />
      <Counter label={t("negative")} value={counts.negative} icon={ThumbsDown} />
    </dl>
  );
}
