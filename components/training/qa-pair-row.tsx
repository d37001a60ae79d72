"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/ui/cn";
import type { QaPair } from "./use-qa-pairs";
import { RowActions } from "./row-actions";

export function QaPairRow({
  pair,
  onToggle,
  onEdit,
  onDelete,
}: {
  pair: QaPair;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("Training.qa");
  return (
    <div data-active={pair.is_active} className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <input
        type="checkbox"
        checked={pair.is_active}
        onChange={onToggle}
        aria-label={t("activeLabel", { question: pair.question })}
        className="mt-1 size-4.5 shrink-0 cursor-pointer accent-brand"
      />
      <div className={cn("min-w-0 flex-1", !pair.is_active && "opacity-55")}>
        <p className="text-sm font-medium break-words text-slate-900">{pair.question}</p>
        <p className="mt-0.5 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-600">
          {pair.answer}
        </p>
      </div>
      <RowActions
        editLabel={t("edit", { question: pair.question })}
        deleteLabel={t("delete", { question: pair.question })}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </div>
  );
}
