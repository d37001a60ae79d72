"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { LanguageSwitchButtons } from "./language-switch-buttons";

/** The toggle inside client components of the signed-in areas, which have next-intl's provider. */
export function ClientLanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations("LanguageSwitch");
  const current = useLocale() as Locale;
  return (
    <LanguageSwitchButtons
      current={current}
      labels={{ group: t("label"), es: t("es"), en: t("en") }}
      className={className}
    />
  );
}
