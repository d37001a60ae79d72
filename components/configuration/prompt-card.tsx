"use client";

import { Info, MessageSquareText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { Textarea } from "@/components/training/textarea";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/ui/cn";
import { CUSTOM_PROMPT_MAX_CHARS, CUSTOM_PROMPT_WARNING_CHARS } from "@/lib/validation/config";
import { FlashMessage } from "./flash-message";
import { SettingsCard } from "./settings-card";
import { useFlash } from "./use-flash";
import { useSaveConfig, useSaveFailureText } from "./use-save-config";

/** Spec §9: the textarea grows with its content between these heights. */
const MIN_HEIGHT_PX = 128;
const MAX_HEIGHT_PX = 300;

/**
 * Spec §5 custom prompt: capped at 500 characters, counter red above 450, Save disabled above 500,
 * Clear disabled when empty; an empty prompt is saved as a clear request; "saved" shows for 3 s.
 * Without a model server (issue 24 point 6) a note says what the prompt changes there: nothing in the
 * answers, which quote the organisation's content (server/services/chat/ask.ts gives the embedded
 * engine no prompt), nor in the greeting or the "no information" reply, which are fixed texts.
 */
export function PromptCard({ savedPrompt, modelServer }: { savedPrompt: string; modelServer: boolean }) {
  const t = useTranslations("Configuration");
  const [prompt, setPrompt] = useState(savedPrompt);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const save = useSaveConfig();
  const failureText = useSaveFailureText();
  const { flash, show } = useFlash();
  const fieldId = useId();
  const counterId = useId();
  const noteId = useId();

  useLayoutEffect(() => {
    const field = textarea.current;
    if (!field) return;
    field.style.height = "auto";
    field.style.height = `${Math.min(MAX_HEIGHT_PX, Math.max(MIN_HEIGHT_PX, field.scrollHeight))}px`;
  }, [prompt]);

  const length = prompt.length;
  const submit = () => {
    const body =
      prompt.trim() === ""
        ? ({ custom_prompt: "", clear_custom_prompt: true } as const)
        : { custom_prompt: prompt.trim() };
    save.mutate(body, {
      onSuccess: () => {
        if (prompt.trim() === "") setPrompt("");
        show({ tone: "success", text: t("prompt.saved") });
      },
      onError: (error) => show({ tone: "error", text: failureText(error) }),
    });
  };

  return (
    <SettingsCard
      id="config-prompt"
      title={t("prompt.title")}
      description={t("prompt.description")}
      icon={MessageSquareText}
    >
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={fieldId}>{t("prompt.label")}</Label>
          <span
            id={counterId}
            data-state={length > CUSTOM_PROMPT_WARNING_CHARS ? "error" : "ok"}
            className={cn(
              "text-xs tabular-nums",
              length > CUSTOM_PROMPT_WARNING_CHARS ? "font-medium text-red-600" : "text-slate-500",
            )}
          >
            {t("prompt.counter", { count: length, max: CUSTOM_PROMPT_MAX_CHARS })}
          </span>
        </div>
        <Textarea
          ref={textarea}
          id={fieldId}
          value={prompt}
          maxLength={CUSTOM_PROMPT_MAX_CHARS}
          placeholder={t("prompt.placeholder")}
          aria-describedby={modelServer ? counterId : `${counterId} ${noteId}`}
          onChange={(event) => setPrompt(event.target.value.slice(0, CUSTOM_PROMPT_MAX_CHARS))}
          style={{ minHeight: MIN_HEIGHT_PX, maxHeight: MAX_HEIGHT_PX }}
          className="mt-1 resize-none overflow-y-auto"
        />
      </div>
      {!modelServer && (
        <div
          id={noteId}
          data-testid="embedded-prompt-note"
          className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-950"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
          <div className="space-y-1">
            <p className="font-medium">{t("prompt.embedded.title")}</p>
            <p>{t("prompt.embedded.unchanged")}</p>
            <p>{t("prompt.embedded.changes")}</p>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={submit} disabled={save.isPending || length > CUSTOM_PROMPT_MAX_CHARS}>
          {save.isPending && <Spinner />}
          {save.isPending ? t("prompt.saving") : t("prompt.save")}
        </Button>
        <Button variant="secondary" onClick={() => setPrompt("")} disabled={length === 0 || save.isPending}>
          {t("prompt.clear")}
        </Button>
        <FlashMessage flash={flash} />
      </div>
    </SettingsCard>
  );
}
