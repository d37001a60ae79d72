"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/ui/cn";
import type { QaPair } from "./use-qa-pairs";
import { CollectionChips } from "./collection-chips";
import { CollectionsButton, SelectBox } from "./collection-row-controls";
import { RowActions } from "./row-actions";

export function QaPairRow({
  pair,
  onToggle,
  onEdit,
  onDelete,
  selected,
  onSelect,
  onCollections,
}: {
  pair: QaPair;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  selected: boolean;
  onSelect: () => void;
  onCollections: () => void;
}) {
  const t = useTranslations("Training.qa");
  return (
    <div data-active={pair.is_active} className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <SelectBox name={pair.question} checked={selected} onChange={onSelect} />
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
        <CollectionChips kind="qa_pair" id={pair.id} />
      </div>
      <CollectionsButton name={pair.question} onClick={onCollections} />
      <RowActions
        editLabel={t("edit", { question: pair.question })}
        deleteLabel={t("delete", { question: pair.question })}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </div>
  );
}
