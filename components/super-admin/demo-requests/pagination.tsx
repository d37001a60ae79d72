"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Numbered pages with "Showing X to Y of Z results" (spec §2). */
export function Pagination({
  page,
  perPage,
  total,
  totalPages,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("DemoRequests.screen");
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row">
      <p className="text-sm text-slate-600">{t("showing", { from, to, total })}</p>
      {totalPages > 1 && (
        <nav aria-label={t("pagination")}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("previous")}
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
            </li>
            {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Button
                  variant={number === page ? "primary" : "ghost"}
                  size="sm"
                  aria-label={t("page", { page: number })}
                  aria-current={number === page ? "page" : undefined}
                  onClick={() => onPage(number)}
                >
                  {number}
                </Button>
              </li>
            ))}
            <li>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("next")}
                disabled={page >= totalPages}
                onClick={() => onPage(page + 1)}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
