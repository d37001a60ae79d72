import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * Above the chat while a superadmin's support session asks as a member (issue 24 point 5): the
 * answers are the member's, but this is a test, kept out of their history and the reports, and
 * each question goes to the organisation's activity.
 */
export function SupportTestNotice({ name }: { name: string }) {
  const t = useTranslations("Chat.supportTest");
  return (
    <div
      role="note"
      aria-label={t("label")}
      data-testid="support-test-notice"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6"
    >
      <p className="mx-auto flex max-w-3xl items-start gap-2">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">{t("label")}</span> {t("body", { name })}
        </span>
      </p>
    </div>
  );
}
