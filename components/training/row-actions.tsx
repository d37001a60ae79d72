"use client";

import { Pencil, Trash2 } from "lucide-react";
import { cn } from "@/lib/ui/cn";

/** The icon buttons of a training list row (edit, delete, expand): one size and style everywhere. */
export const ROW_ICON_BUTTON =
  "flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 sm:size-9 transition-colors hover:bg-slate-100 hover:text-slate-900";

/** Edit and delete buttons of a row; the labels name the item, so each button says what it acts on. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <button type="button" className={ROW_ICON_BUTTON} aria-label={editLabel} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={cn(ROW_ICON_BUTTON, "hover:bg-red-50 hover:text-red-600")}
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
