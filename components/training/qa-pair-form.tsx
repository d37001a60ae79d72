"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import {
  counterState,
  QA_ANSWER_MAX,
  QA_QUESTION_MAX,
  ZQaPairInput,
  type QaPairInput,
} from "@/lib/validation/knowledge";
import { CharacterCounter } from "./character-counter";
import { Textarea } from "./textarea";

/** Question (≤ 300) and answer (≤ 2,000) with counters; Save stays disabled until both are valid. */
export function QaPairForm({
  initial,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: QaPairInput;
  pending: boolean;
  submitLabel: string;
  onSubmit: (input: QaPairInput) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Training.qa");
  const common = useTranslations("Training.common");
  const questionId = useId();
  const answerId = useId();
  const [question, setQuestion] = useState(initial?.question ?? "");
  const [answer, setAnswer] = useState(initial?.answer ?? "");
  const parsed = ZQaPairInput.safeParse({ question, answer });
  const questionTooLong = counterState(question.length, QA_QUESTION_MAX) === "error";
  const answerTooLong = counterState(answer.length, QA_ANSWER_MAX) === "error";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (parsed.success && !pending) onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 bg-slate-50/70 px-4 py-4 sm:px-5">
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={questionId}>{t("question")}</Label>
          <CharacterCounter id={`${questionId}-count`} count={question.length} max={QA_QUESTION_MAX} />
        </div>
        <Input
          id={questionId}
          value={question}
          autoFocus
          placeholder={t("questionPlaceholder")}
          aria-invalid={questionTooLong || undefined}
          aria-describedby={`${questionId}-count`}
          onChange={(event) => setQuestion(event.target.value)}
        />
        {questionTooLong && (
          <p className="text-sm text-red-600">{t("questionTooLong", { max: QA_QUESTION_MAX })}</p>
        )}
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={answerId}>{t("answer")}</Label>
          <CharacterCounter id={`${answerId}-count`} count={answer.length} max={QA_ANSWER_MAX} />
        </div>
        <Textarea
          id={answerId}
          rows={4}
          value={answer}
          placeholder={t("answerPlaceholder")}
          aria-invalid={answerTooLong || undefined}
          aria-describedby={`${answerId}-count`}
          onChange={(event) => setAnswer(event.target.value)}
        />
        {answerTooLong && (
          <p className="text-sm text-red-600">{t("answerTooLong", { max: QA_ANSWER_MAX })}</p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {common("cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={!parsed.success || pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
