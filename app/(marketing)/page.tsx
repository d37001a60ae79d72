import { ArrowRight, Languages, Lock, MessagesSquare } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { AppLogo } from "@/components/brand/app-logo";
import { LanguageSwitch } from "@/components/language-switch";
import { buttonClasses } from "@/components/ui/button";

// A placeholder until the full landing page (spec §2) arrives: name, promise, sign-in, language.
export default async function LandingPage() {
  const [t, common] = await Promise.all([getTranslations("Landing"), getTranslations("Common")]);
  const highlights = [
    { icon: Lock, text: t("highlightPrivate") },
    { icon: Languages, text: t("highlightSpanish") },
    { icon: MessagesSquare, text: t("highlightNoContracts") },
  ];
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-soft via-white to-white">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-5 sm:px-6">
        <AppLogo name={common("appName")} />
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          <Link
            href="/chat"
            className={buttonClasses({ variant: "secondary", size: "sm", className: "max-sm:hidden" })}
          >
            {t("signIn")}
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:px-6">
        <p className="rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wide text-brand-hover uppercase ring-1 ring-brand-ring">
          {t("tagline")}
        </p>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {t("promise")}
        </h1>
        <Link href="/chat" className={buttonClasses({ size: "lg", className: "mt-10" })}>
          {t("signIn")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <ul className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-slate-600">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-brand" />
              {text}
            </li>
          ))}
        </ul>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-500">{common("footerCredit")}</footer>
    </div>
  );
}
