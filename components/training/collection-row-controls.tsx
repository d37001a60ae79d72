"use client";

import { FolderPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { ROW_ICON_BUTTON } from "./row-actions";

/** A row's selection checkbox for bulk actions (issue 23 point 2). */
export function SelectBox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
}) {
  const t = useTranslations("Training.collections");
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={t("select", { name })}
      className="mt-1 size-4.5 shrink-0 cursor-pointer rounded accent-slate-700"
    />
  );
}

/** A row's button to choose its collections; `className` fits it among a table's other actions. */
export function CollectionsButton({
  name,
  onClick,
  className = ROW_ICON_BUTTON,
}: {
  name: string;
  onClick: () => void;
  className?: string;
}) {
  const t = useTranslations("Training.collections");
  return (
    <button type="button" className={className} aria-label={t("manage", { name })} onClick={onClick}>
      <FolderPlus aria-hidden="true" className="size-4" />
    </button>
  );
}
