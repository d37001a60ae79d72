"use client";

import { FolderPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Shown while items of a list are selected: how many, "Add to collection", and clearing the selection. */
export function BulkCollectionBar({
  count,
  onAdd,
  onClear,
}: {
  count: number;
  onAdd: () => void;
  onClear: () => void;
}) {
  const t = useTranslations("Training.collections");
  if (count === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2 sm:px-5">
      <span role="status" className="text-sm text-slate-700">
        {t("selected", { count })}
      </span>
      <Button size="sm" onClick={onAdd}>
        <FolderPlus aria-hidden="true" className="size-4" />
        {t("addToCollection")}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t("clearSelection")}
      </Button>
    </div>
  );
}
