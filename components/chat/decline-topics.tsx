import { MessageCircleQuestion } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * Under a decline, the closest topics the organisation's content does cover (issue 24 point 7), as
 * buttons: a click asks about that topic, so a member who worded the question differently from the
 * documents gets there in one tap.
 */
export function DeclineTopics({
  messageId,
  topics,
  disabled,
  onAsk,
}: {
  messageId: string;
  topics: string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  const t = useTranslations("Chat");
  const headingId = `${messageId}-topics`;
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-slate-100 pt-2">
      <h3 id={headingId} className="text-xs font-semibold text-slate-500">
        {t("askAboutTopic")}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(topic)}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-start text-sm text-slate-700 transition-colors hover:border-brand hover:bg-brand-soft hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
            >
              <MessageCircleQuestion aria-hidden="true" className="size-4 shrink-0 text-brand" />
              {topic}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
