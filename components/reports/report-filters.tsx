import { useTranslations } from "next-intl";
import type { InteractionReport } from "@/lib/reports/types";
import type { ReportFilter } from "@/lib/validation/reports";
import { cn } from "@/lib/ui/cn";

/** All interactions, or one of the two open knowledge-gap lists with its count. */
export function ReportFilters({
  value,
  gaps,
  onChange,
}: {
  value: ReportFilter;
  gaps: InteractionReport["gaps"] | undefined;
  onChange: (filter: ReportFilter) => void;
}) {
  const t = useTranslations("Reports");
  const options: { filter: ReportFilter; label: string }[] = [
    { filter: "all", label: t("filterAll") },
    { filter: "unanswered", label: t("filterUnanswered", { count: gaps?.unanswered ?? 0 }) },
    { filter: "negative", label: t("filterNegative", { count: gaps?.negative ?? 0 }) },
  ];
  return (
    <div role="group" aria-label={t("filters")} className="flex flex-wrap gap-2">
      {options.map(({ filter, label }) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            "h-9 rounded-full px-3 text-sm font-medium ring-1 ring-inset",
            value === filter
              ? "bg-brand text-brand-foreground ring-brand"
              : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
