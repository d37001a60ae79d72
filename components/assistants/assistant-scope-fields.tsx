"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { useCollections } from "@/components/training/use-collections";
import { useOrganizationUsers } from "@/components/users/use-organization-users";
import type { AssistantDraft } from "./assistant-draft";

type Change = (patch: Partial<AssistantDraft>) => void;

const toggled = (ids: string[], id: string) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

/** Two radios, "everything" or "only the chosen", and the chosen ones' checkboxes below. */
function ScopeGroup({
  legend,
  all,
  allLabel,
  chosenLabel,
  onAll,
  children,
}: {
  legend: string;
  all: boolean;
  allLabel: string;
  chosenLabel: string;
  onAll: (all: boolean) => void;
  children: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
        {[true, false].map((value) => (
          <label key={String(value)} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              checked={all === value}
              onChange={() => onAll(value)}
              className="size-4.5 accent-brand"
            />
            {value ? allLabel : chosenLabel}
          </label>
        ))}
      </div>
      {!all && <div className="rounded-lg border border-slate-200 p-3">{children}</div>}
    </fieldset>
  );
}

function Checklist({
  options,
  chosen,
  onToggle,
}: {
  options: { id: string; label: string; detail?: string }[];
  chosen: string[];
  onToggle: (id: string) => void;
}) {
  return (
    <ul className="max-h-48 space-y-1 overflow-y-auto">
      {options.map((option) => (
        <li key={option.id}>
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={() => onToggle(option.id)}
              className="size-4.5 shrink-0 accent-brand"
            />
            <span className="min-w-0 break-words">
              {option.label}
              {option.detail && <span className="ml-1 text-xs text-slate-500">{option.detail}</span>}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Which content the assistant draws on: everything, or chosen collections (issue 23 points 1, 2). */
export function ContentField({ draft, onChange }: { draft: AssistantDraft; onChange: Change }) {
  const t = useTranslations("Assistants.dialog");
  const collections = useCollections();
  const list = collections.data ?? [];
  return (
    <ScopeGroup
      legend={t("content")}
      all={draft.allContent}
      allLabel={t("contentAll")}
      chosenLabel={t("contentChosen")}
      onAll={(allContent) => onChange({ allContent })}
    >
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Link href="/admin/entrenamiento" className="text-brand-hover underline">
            {t("noCollections")}
          </Link>
        </p>
      ) : (
        <Checklist
          options={list.map((collection) => ({ id: collection.id, label: collection.name }))}
          chosen={draft.collectionIds}
          onToggle={(id) => onChange({ collectionIds: toggled(draft.collectionIds, id) })}
        />
      )}
    </ScopeGroup>
  );
}

/** Who may use the assistant: every member, or chosen members (issue 23 point 3). */
export function AccessField({
  draft,
  isDefault,
  onChange,
}: {
  draft: AssistantDraft;
  isDefault: boolean;
  onChange: Change;
}) {
  const t = useTranslations("Assistants.dialog");
  const users = useOrganizationUsers();
  if (isDefault || draft.makeDefault) {
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-900">{t("access")}</p>
        <p className="text-sm text-slate-600">{t("defaultOpen")}</p>
      </div>
    );
  }
  const members = (users.data ?? []).filter((user) => user.role === "member");
  return (
    <ScopeGroup
      legend={t("access")}
      all={draft.openToAll}
      allLabel={t("accessAll")}
      chosenLabel={t("accessChosen")}
      onAll={(openToAll) => onChange({ openToAll })}
    >
      <p className="mb-2 text-xs text-slate-500">{t("adminsAlways")}</p>
      {users.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("membersLoading")}
        </p>
      ) : members.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noMembers")}</p>
      ) : (
        <Checklist
          options={members.map((user) => ({
            id: user.user_id,
            label: user.name || user.email,
            detail: user.name ? user.email : undefined,
          }))}
          chosen={draft.memberIds}
          onToggle={(id) => onChange({ memberIds: toggled(draft.memberIds, id) })}
        />
      )}
    </ScopeGroup>
  );
}
