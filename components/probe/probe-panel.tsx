"use client";

import { useMutation } from "@tanstack/react-query";
import { CircleCheck, CircleSlash, FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { TrainingPanel } from "@/components/training/panel";
import { useErrorText } from "@/components/training/use-error-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api/client";
import type { ProbeResult } from "@/lib/validation/probe";

/**
 * The training screen's "Probar" box: the admin asks a question and sees whether the assistant would
 * answer or decline, and from which passages, without anything being stored or shown in the report.
 */
export function ProbePanel() {
  const t = useTranslations("Reports.probe");
  const [question, setQuestion] = useState("");
  const fieldId = useId();
  const errorText = useErrorText();
  const probe = useMutation({
    mutationFn: (text: string) =>
      apiRequest<ProbeResult>("/api/chat/probe", { method: "POST", json: { question: text } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) probe.mutate(question.trim());
  };

  return (
    <TrainingPanel id="probe-panel" title={t("title")} icon={FlaskConical}>
      <div className="space-y-4 p-4 sm:p-5">
        <p className="text-sm text-slate-600">{t("description")}</p>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <Label htmlFor={fieldId}>{t("label")}</Label>
            <Input
              id={fieldId}
              value={question}
              maxLength={4000}
              placeholder={t("placeholder")}
              onChange={(event) => setQuestion(event.target.value)}
              className="mt-1"
            />
          </div>
          <Button type="submit" disabled={probe.isPending || question.trim() === ""}>
            {probe.isPending && <Spinner />}
            {probe.isPending ? t("testing") : t("submit")}
          </Button>
        </form>
        <div aria-live="polite">
          {probe.isError && (
            <p role="alert" className="text-sm text-red-700">
              {/* A refusal (a read-only support session) says why; anything else is "could not test". */}
              {errorText(probe.error, { fallback: t("error"), connection: t("error") })}
            </p>
          )}
          {probe.data && <ProbeOutcome result={probe.data} />}
        </div>
      </div>
    </TrainingPanel>
  );
}

function ProbeOutcome({ result }: { result: ProbeResult }) {
  const t = useTranslations("Reports.probe");
  if (!result.answers) {
    return (
      <p className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <CircleSlash aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("wouldDecline")}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {t("wouldAnswer")}
      </p>
      <ol className="space-y-2">
        {result.passages.map((passage, index) => (
          <li
            key={`${passage.source_id}-${index}`}
            className="rounded-lg border border-slate-200 p-3 text-sm"
          >
            <p className="font-medium break-words text-slate-900">
              {index + 1}. {passage.title}
              <span className="ml-2 text-xs font-normal text-slate-500">
                {t(passage.kind)}
                {passage.page !== null && ` · ${t("page", { page: passage.page })}`}
              </span>
            </p>
            <p className="mt-1 break-words text-slate-700">{passage.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
