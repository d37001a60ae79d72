import { ArrowDown } from "lucide-react";
import { useTranslations } from "next-intl";

/** Floats above the input while the conversation is scrolled away from its end (spec §2). */
export function ScrollToBottom({ onClick }: { onClick: () => void }) {
  const t = useTranslations("Chat");
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t("scrollToBottom")}
      title={t("scrollToBottom")}
      className="absolute -top-14 left-1/2 z-10 inline-flex size-10 -translate-x-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md transition-colors hover:bg-slate-50 hover:text-slate-900"
    >
      <ArrowDown aria-hidden="true" className="size-5" />
    </button>
  );
}
