"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ZRenameOrganization } from "@/lib/validation/organizations";
import { useSuperAdminErrorText } from "./use-super-admin-error";

/**
 * Spec §2/§4 "Organisation name edit": viewing → editing → saved or cancelled. Enter saves, Escape
 * cancels; an empty name is refused before calling ("Organization name cannot be empty").
 */
export function OrganizationNameEditor({
  name,
  onRename,
  pending,
}: {
  name: string;
  onRename: (name: string) => Promise<unknown>;
  pending: boolean;
}) {
  const t = useTranslations("OrganizationDetail");
  const errors = useTranslations("Errors");
  const errorText = useSuperAdminErrorText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function cancel() {
    setDraft(null);
    setError(null);
  }

  async function save() {
    const input = ZRenameOrganization.safeParse({ name: draft });
    if (!input.success) {
      setError(errors(input.error.issues[0]?.message ?? "organizationNameEmpty"));
      return;
    }
    try {
      await onRename(input.data.name);
      cancel();
    } catch (failure) {
      setError(
        errorText(failure, { fallback: t("errors.renameFailed"), network: t("errors.renameNetwork") }),
      );
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  }

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-2">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-slate-900">{name}</h1>
        <Button variant="ghost" size="sm" onClick={() => setDraft(name)} aria-label={t("editName")}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      </div>
    );
  }

  return (
    <div className="w-full max-w-md">
      <label htmlFor={id} className="sr-only">
        {t("nameLabel")}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          autoFocus
          value={draft}
          disabled={pending}
          aria-invalid={error !== null}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="text-lg font-semibold"
        />
        {pending && <Spinner />}
      </div>
      <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
        {t("nameHelp")}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
