import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Spec §2: "page X of N" with previous and next, only when there is more than one page. */
export function ReportPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("Reports");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pageOf", { page, pages })} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t("previous")}
      </Button>
      <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
        {t("pageOf", { page, pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
