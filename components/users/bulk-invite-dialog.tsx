"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { Textarea } from "@/components/training/textarea";
import { useErrorText } from "@/components/training/use-error-text";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { parseInviteList } from "@/lib/users/invite-list";
import { INVITE_LIST_MAX, type InviteSummary as Summary } from "@/lib/validation/users";
import { InviteSummary } from "./invite-summary";
import { useInviteUsers } from "./use-organization-users";

/** A CSV of a few hundred people is a few kilobytes; anything far bigger is not such a list. */
const FILE_MAX_BYTES = 512 * 1024;

/**
 * Invites several people at once (issue 24 §3): a pasted list of addresses or CSV rows (name, e-mail,
 * role), typed or loaded from a .csv file, then one summary of who was added and why the others were
 * not. The rows are read in the browser (lib/users/invite-list.ts) only to count them; the server
 * checks each one.
 */
export function BulkInviteDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("UserManagement.bulk");
  const errors = useTranslations("Errors");
  const errorText = useErrorText();
  const invite = useInviteUsers();
  const [text, setText] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const listInput = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { list: useId(), hint: useId(), count: useId() };
  const rows = useMemo(() => parseInviteList(text), [text]);
  const tooMany = rows.length > INVITE_LIST_MAX;

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file can be picked again after an edit
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) {
      setFailure(t("fileTooLarge"));
      return;
    }
    setFailure(null);
    setText(await file.text());
    listInput.current?.focus();
  }

  function submit() {
    if (summary) return onClose();
    setFailure(null);
    if (rows.length === 0) {
      setFailure(errors("inviteListEmpty"));
      listInput.current?.focus();
      return;
    }
    invite.mutate(rows, {
      onSuccess: setSummary,
      onError: (error) =>
        setFailure(errorText(error, { fallback: errors("internal"), connection: errors("internal") })),
    });
  }

  if (summary) {
    return (
      <FormDialog
        title={t("summaryTitle")}
        onClose={onClose}
        onSubmit={submit}
        className="sm:max-w-2xl"
        footer={<Button type="submit">{t("done")}</Button>}
      >
        <InviteSummary summary={summary} />
      </FormDialog>
    );
  }

  return (
    <FormDialog
      title={t("title")}
      description={t("description")}
      onClose={onClose}
      onSubmit={submit}
      initialFocus={listInput}
      className="sm:max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={invite.isPending || tooMany}>
            {invite.isPending && <Spinner />}
            {invite.isPending ? t("inviting") : t("invite", { count: rows.length })}
          </Button>
        </>
      }
    >
      <div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor={ids.list}>{t("listLabel")}</Label>
          <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" className="size-4" />
            {t("uploadCsv")}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void loadFile(event)}
          />
        </div>
        <Textarea
          ref={listInput}
          id={ids.list}
          rows={8}
          value={text}
          spellCheck={false}
          placeholder={t("placeholder")}
          aria-describedby={`${ids.hint} ${ids.count}`}
          aria-invalid={tooMany || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(null);
          }}
          className="mt-2 font-mono"
        />
        <p
          id={ids.count}
          aria-live="polite"
          className={tooMany ? "mt-1 text-sm text-red-700" : "mt-1 text-sm text-slate-600"}
        >
          {tooMany ? errors("inviteListTooLong") : t("detected", { count: rows.length })}
        </p>
      </div>
      <div id={ids.hint} className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        <p>{t("hintFormats")}</p>
        <p>{t("hintNames")}</p>
        <p>{t("hintAllowance")}</p>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
