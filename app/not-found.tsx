import { useTranslations } from "next-intl";
import Link from "next/link";
import { AppMark } from "@/components/brand/app-logo";
import { LanguageSwitch } from "@/components/language-switch";
import { buttonClasses } from "@/components/ui/button";

export default function NotFound() {
  const t = useTranslations("NotFound");
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <LanguageSwitch className="absolute top-4 right-4" />
      <AppMark />
      <p className="mt-6 text-sm font-semibold text-brand-hover">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-600">{t("message")}</p>
      <Link href="/" className={buttonClasses({ className: "mt-8" })}>
        {t("goHome")}
      </Link>
    </main>
  );
}
