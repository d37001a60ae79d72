"use client";

import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { chatKeys, fetchPopularQuestions } from "@/lib/chat/client";
import { POPULAR_QUESTIONS_SHOWN } from "@/lib/chat/constants";

/** Spec §8: a failure to load popular questions is only logged; the chips simply do not show. */
async function loadQuestions(assistantId: string | null) {
  try {
    return await fetchPopularQuestions(assistantId);
  } catch (error) {
    console.error("Could not load the popular questions", error);
    return [];
  }
}

/** The first 3 popular questions as chips (spec §2), the chosen assistant's own; a click asks it. */
export function PopularQuestions({
  assistantId,
  onAsk,
}: {
  assistantId: string | null;
  onAsk: (question: string) => void;
}) {
  const t = useTranslations("Chat");
  const { data } = useQuery({
    queryKey: chatKeys.popularQuestions(assistantId),
    queryFn: () => loadQuestions(assistantId),
  });
  const questions = (data ?? []).slice(0, POPULAR_QUESTIONS_SHOWN).map(({ question }) => question);
  return <QuestionChips title={t("popularQuestions")} questions={questions} onAsk={onAsk} />;
}

/** Questions to ask with one tap, under a small heading; nothing when there are none. */
export function QuestionChips({
  title,
  questions,
  onAsk,
}: {
  title: string;
  questions: readonly string[];
  onAsk: (question: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="popular-questions-heading" className="mx-auto max-w-2xl">
      <h2
        id="popular-questions-heading"
        className="flex items-center justify-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        <Sparkles aria-hidden="true" className="size-3.5" />
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {questions.map((question, index) => (
          <li key={`${index}:${question}`}>
            <button
              type="button"
              onClick={() => onAsk(question)}
              className="rounded-full border border-slate-200 bg-white px-4 py-2 text-start text-sm text-slate-700 shadow-sm transition-colors hover:border-brand hover:bg-brand-soft hover:text-slate-900"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
