import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { LanguageSwitchButtons } from "./language-switch-buttons";

/** The ES/EN toggle shown on every screen, rendered with its texts on the server. */
export async function LanguageSwitch({ className }: { className?: string }) {
  const [t, current] = await Promise.all([getTranslations("LanguageSwitch"), getLocale()]);
  return (
    <LanguageSwitchButtons
      current={current as Locale}
      labels={{ group: t("label"), es: t("es"), en: t("en") }}
      className={className}
    />
  );
}
