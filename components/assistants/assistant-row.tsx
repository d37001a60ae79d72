"use client";

import { ArrowDown, ArrowUp, Bot, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { ROW_ICON_BUTTON, RowActions } from "@/components/training/row-actions";
import { Badge } from "@/components/ui/badge";
import type { AssistantDto } from "@/lib/validation/assistants";

/** One assistant of the list: face, name, description, scope, default badge, move, edit, delete. */
export function AssistantRow({
  assistant,
  first,
  last,
  onMove,
  onEdit,
  onDelete,
}: {
  assistant: AssistantDto;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("Assistants");
  const name = assistant.name;
  return (
    <div className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap sm:px-5">
      {assistant.profile_image_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small tenant upload from our image route
        <img
          src={assistant.profile_image_url}
          alt=""
          className="size-11 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-hover">
          <Bot aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words text-slate-900">
          {name}
          {assistant.is_default && <Badge tone="brand">{t("default")}</Badge>}
        </p>
        <p className="line-clamp-2 text-sm text-slate-600">{assistant.description || t("noDescription")}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {assistant.collection_ids === null
            ? t("allContent")
            : t("someCollections", { count: assistant.collection_ids.length })}
          {" · "}
          {assistant.member_ids === null
            ? t("allMembers")
            : t("someMembers", { count: assistant.member_ids.length })}
        </p>
      </div>
      <div className="ml-auto flex items-center">
        <button
          type="button"
          data-move={`${assistant.id}:-1`}
          className={`${ROW_ICON_BUTTON} disabled:opacity-40`}
          aria-label={t("moveUp", { name })}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          data-move={`${assistant.id}:1`}
          className={`${ROW_ICON_BUTTON} disabled:opacity-40`}
          aria-label={t("moveDown", { name })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        {assistant.is_default ? (
          // The default cannot be deleted (the server refuses too): only edited.
          <button type="button" className={ROW_ICON_BUTTON} aria-label={t("edit", { name })} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <RowActions
            editLabel={t("edit", { name })}
            deleteLabel={t("delete", { name })}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      </div>
    </div>
  );
}
