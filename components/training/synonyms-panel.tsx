"use client";

import { Replace, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { parseSynonymLine, ZSynonymRequest } from "@/lib/validation/synonyms";
import { TrainingPanel } from "./panel";
import { PanelEmpty, PanelError, PanelSkeleton } from "./panel-states";
import { useErrorText, useFailureToast } from "./use-error-text";
import { useDeleteSynonym, useSaveSynonym, useSynonyms } from "./use-synonyms";

/**
 * The organisation's own synonyms («lana = dinero, sueldo»): words the team uses that the documents
 * say otherwise. One line to add, a chip per word to remove; the assistant applies them at once.
 */
export function SynonymsPanel() {
  const t = useTranslations("Training.synonyms");
  const validation = useTranslations("Errors");
  const errors = useTranslations("Training.errors");
  const synonyms = useSynonyms();
  const save = useSaveSynonym();
  const remove = useDeleteSynonym();
  const errorText = useErrorText();
  const failureToast = useFailureToast();
  const [line, setLine] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const list = synonyms.data ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseSynonymLine(line);
    if (!parsed) return setProblem(t("missingEquals"));
    const checked = ZSynonymRequest.safeParse(parsed);
    if (!checked.success) return setProblem(validation(checked.error.issues[0].message));
    setProblem(null);
    save.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t("toasts.saved"));
        setLine("");
      },
      onError: (error) => failureToast(error, (detail) => t("toasts.saveError", { error: detail })),
    });
  }

  function body() {
    if (synonyms.isPending) return <PanelSkeleton label={t("loading")} rows={2} />;
    if (synonyms.isError)
      return (
        <PanelError
          message={errorText(synonyms.error, { fallback: t("loadError"), connection: errors("connection") })}
          onRetry={() => void synonyms.refetch()}
        />
      );
    if (list.length === 0)
      return (
        <PanelEmpty icon={Replace} title={t("emptyTitle")}>
          {t("emptyBody")}
        </PanelEmpty>
      );
    return (
      <ul className="flex flex-wrap gap-2 p-4 sm:p-5">
        {list.map((synonym) => (
          <li
            key={synonym.id}
            className="flex max-w-full items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm text-slate-800"
          >
            <span className="min-w-0 break-words">
              <span className="font-medium">{synonym.term}</span> = {synonym.equivalents.join(", ")}
            </span>
            <Button
              size="icon"
              variant="ghost"
              className="size-7 shrink-0 rounded-full"
              aria-label={t("delete", { term: synonym.term })}
              title={t("delete", { term: synonym.term })}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(synonym.id, {
                  onSuccess: () => toast.success(t("toasts.deleted")),
                  onError: (error) =>
                    failureToast(error, (detail) => t("toasts.deleteError", { error: detail })),
                })
              }
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TrainingPanel
      id="synonyms-heading"
      title={t("title")}
      icon={Replace}
      meta={synonyms.isSuccess ? t("count", { count: list.length }) : undefined}
    >
      <form onSubmit={submit} noValidate className="border-b border-slate-100 p-4 sm:p-5">
        <p className="mb-3 text-sm text-slate-600">{t("subtitle")}</p>
        <Label htmlFor={inputId}>{t("label")}</Label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={line}
            onChange={(event) => {
              setLine(event.target.value);
              setProblem(null);
            }}
            placeholder={t("placeholder")}
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            autoComplete="off"
            className="sm:flex-1"
          />
          <Button type="submit" disabled={save.isPending || line.trim() === ""}>
            {t("add")}
          </Button>
        </div>
        <p
          id={hintId}
          className={problem ? "mt-1 text-sm text-red-600" : "mt-1 text-xs text-slate-500"}
          role={problem ? "alert" : undefined}
        >
          {problem ?? t("hint")}
        </p>
      </form>
      {body()}
    </TrainingPanel>
  );
}
