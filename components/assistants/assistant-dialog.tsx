"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type ReactNode } from "react";
import { ImageUploader } from "@/components/configuration/image-uploader";
import { CharacterCounter } from "@/components/training/character-counter";
import { Textarea } from "@/components/training/textarea";
import { useFailureToast } from "@/components/training/use-error-text";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import {
  ASSISTANT_DESCRIPTION_MAX,
  ASSISTANT_GREETING_MAX,
  ASSISTANT_NAME_MAX,
  ASSISTANT_TONES,
  SUGGESTED_QUESTION_MAX_CHARS,
  SUGGESTED_QUESTIONS_MAX,
  type AssistantDto,
} from "@/lib/validation/assistants";
import { CUSTOM_PROMPT_MAX_CHARS } from "@/lib/validation/config";
import { draftOf, draftProblem, requestOf, type AssistantDraft } from "./assistant-draft";
import { AccessField, ContentField } from "./assistant-scope-fields";
import { assistantKeys, useCreateAssistant, useUpdateAssistant } from "./use-assistants";

function Field({
  label,
  htmlFor,
  counter,
  children,
}: {
  label: string;
  htmlFor: string;
  counter?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={htmlFor}>{label}</Label>
        {counter}
      </div>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/**
 * Creates or edits an assistant (issue 23 point 1): name, short description, profile image (once it
 * exists, since the upload names it), greeting, custom prompt (the configuration's 500-character
 * rules), tone, up to 3 suggested questions, its content and who may use it.
 */
export function AssistantDialog({
  assistant,
  organizationId,
  organizationName,
  onClose,
}: {
  assistant: AssistantDto | null;
  organizationId: string;
  organizationName: string;
  onClose: () => void;
}) {
  const t = useTranslations("Assistants");
  const errors = useTranslations("Errors");
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const create = useCreateAssistant();
  const update = useUpdateAssistant();
  const [draft, setDraft] = useState<AssistantDraft>(() => draftOf(assistant));
  const [problem, setProblem] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const ids = {
    name: useId(),
    description: useId(),
    greeting: useId(),
    prompt: useId(),
    questions: useId(),
    problem: useId(),
  };
  const isDefault = assistant?.is_default ?? false;
  const pending = create.isPending || update.isPending;
  const change = (patch: Partial<AssistantDraft>) => {
    setProblem(null);
    setDraft((current) => ({ ...current, ...patch }));
  };

  function submit() {
    const missing = draftProblem(draft);
    if (missing) return setProblem(t(`dialog.${missing}`));
    const built = requestOf(draft, isDefault);
    if ("issue" in built) return setProblem(errors(built.issue));
    const done = (key: "created" | "updated") => () => {
      toast.success(t(`toasts.${key}`));
      onClose();
    };
    if (assistant) {
      update.mutate(
        { id: assistant.id, ...built.request },
        {
          onSuccess: done("updated"),
          onError: (error) => failureToast(error, (detail) => t("toasts.updateError", { error: detail })),
        },
      );
    } else {
      create.mutate(built.request, {
        onSuccess: done("created"),
        onError: (error) => failureToast(error, (detail) => t("toasts.createError", { error: detail })),
      });
    }
  }

  return (
    <FormDialog
      title={assistant ? t("dialog.editTitle", { name: assistant.name }) : t("dialog.createTitle")}
      onClose={onClose}
      onSubmit={submit}
      initialFocus={nameField}
      className="sm:max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" disabled={pending || draft.customPrompt.length > CUSTOM_PROMPT_MAX_CHARS}>
            {pending && <Spinner />}
            {pending ? t("dialog.saving") : assistant ? t("dialog.save") : t("dialog.create")}
          </Button>
        </>
      }
    >
      <Field label={t("dialog.name")} htmlFor={ids.name}>
        <Input
          ref={nameField}
          id={ids.name}
          value={draft.name}
          maxLength={ASSISTANT_NAME_MAX}
          placeholder={t("dialog.namePlaceholder")}
          onChange={(event) => change({ name: event.target.value })}
        />
      </Field>
      <Field label={t("dialog.description")} htmlFor={ids.description}>
        <Input
          id={ids.description}
          value={draft.description}
          maxLength={ASSISTANT_DESCRIPTION_MAX}
          placeholder={t("dialog.descriptionPlaceholder")}
          onChange={(event) => change({ description: event.target.value })}
        />
      </Field>
      <div>
        <p className="text-sm font-medium text-slate-900">{t("dialog.image")}</p>
        <div className="mt-2">
          {assistant ? (
            <ImageUploader
              kind="profile"
              organizationId={organizationId}
              organizationName={organizationName}
              imageUrl={assistant.profile_image_url}
              assistantId={assistant.id}
              onUploaded={() => void queryClient.invalidateQueries({ queryKey: assistantKeys.all })}
            />
          ) : (
            <p className="text-sm text-slate-600">{t("dialog.imageAfterCreate")}</p>
          )}
        </div>
      </div>
      <Field label={t("dialog.greeting")} htmlFor={ids.greeting}>
        <Textarea
          id={ids.greeting}
          rows={2}
          value={draft.greeting}
          maxLength={ASSISTANT_GREETING_MAX}
          placeholder={t("dialog.greetingPlaceholder")}
          onChange={(event) => change({ greeting: event.target.value })}
        />
      </Field>
      <Field
        label={t("dialog.prompt")}
        htmlFor={ids.prompt}
        counter={
          <CharacterCounter
            id={`${ids.prompt}-counter`}
            count={draft.customPrompt.length}
            max={CUSTOM_PROMPT_MAX_CHARS}
          />
        }
      >
        <Textarea
          id={ids.prompt}
          rows={4}
          value={draft.customPrompt}
          maxLength={CUSTOM_PROMPT_MAX_CHARS}
          aria-describedby={`${ids.prompt}-counter ${ids.prompt}-hint`}
          onChange={(event) => change({ customPrompt: event.target.value.slice(0, CUSTOM_PROMPT_MAX_CHARS) })}
        />
        <p id={`${ids.prompt}-hint`} className="mt-1 text-xs text-slate-500">
          {t("dialog.promptHint")}
        </p>
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">{t("dialog.tone")}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
          {ASSISTANT_TONES.map((tone) => (
            <label key={tone} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${ids.name}-tone`}
                checked={draft.tone === tone}
                onChange={() => change({ tone })}
                className="size-4.5 accent-brand"
              />
              {t(tone === "formal" ? "dialog.toneFormal" : "dialog.toneFriendly")}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          {t("dialog.questions", { max: SUGGESTED_QUESTIONS_MAX })}
        </legend>
        {draft.questions.map((question, index) => (
          <Input
            key={index}
            aria-label={t("dialog.question", { number: index + 1 })}
            value={question}
            maxLength={SUGGESTED_QUESTION_MAX_CHARS}
            onChange={(event) =>
              change({
                questions: draft.questions.map((other, at) => (at === index ? event.target.value : other)),
              })
            }
          />
        ))}
      </fieldset>
      <ContentField draft={draft} onChange={change} />
      <AccessField draft={draft} isDefault={isDefault} onChange={change} />
      {!isDefault && (
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.makeDefault}
            onChange={(event) => change({ makeDefault: event.target.checked })}
            className="size-4.5 accent-brand"
          />
          {t("dialog.makeDefault")}
        </label>
      )}
      {problem && (
        <p id={ids.problem} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
