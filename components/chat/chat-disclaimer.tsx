import { useTranslations } from "next-intl";

/** Spec §2: the footer saying the assistant can make mistakes. */
export function ChatDisclaimer() {
  const t = useTranslations("Chat");
  return <p className="mt-2 text-center text-xs text-slate-500">{t("disclaimer")}</p>;
}
