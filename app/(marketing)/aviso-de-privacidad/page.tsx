import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { AppLogo } from "@/components/brand/app-logo";
import { SiteFooter } from "@/components/landing/site-footer";
import { LanguageSwitch } from "@/components/language-switch";
import { publicPageMetadata } from "@/lib/seo";
import { PRIVACY_EMAIL } from "@/lib/site";

/** The eight sections of spec §2 "Privacy notice", in order. */
const SECTIONS = [
  "controller",
  "data",
  "purposes",
  "transfers",
  "arco",
  "security",
  "cookies",
  "changes",
] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Privacy");
  return publicPageMetadata({
    path: "/aviso-de-privacidad",
    title: t("metaTitle"),
    description: t("metaDescription"),
    locale: await getLocale(),
  });
}

/** The privacy notice under Mexico's LFPDPPP (spec §2): static, server-rendered, no client code. */
export default async function PrivacyNoticePage() {
  const [t, common] = await Promise.all([getTranslations("Privacy"), getTranslations("Common")]);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <Link href="/" className="rounded-xl">
            <AppLogo name={common("appName")} />
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <Link
          href="/"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-slate-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("back")}
        </Link>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          {t("title")}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{t("updated")}</p>
        <p className="mt-6 text-base leading-7 text-slate-700">{t("intro")}</p>
        <p className="mt-3 text-sm text-slate-600 italic">{t("translationNote")}</p>
        <nav aria-label={t("contents")} className="mt-8 rounded-2xl bg-slate-50 p-5">
          <h2 className="text-sm font-semibold text-slate-900">{t("contents")}</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {SECTIONS.map((key) => (
              <li key={key}>
                <a href={`#${key}`} className="text-slate-700 underline-offset-4 hover:underline">
                  {t(`sections.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {SECTIONS.map((key) => (
          <section key={key} id={key} aria-labelledby={`${key}-title`} className="mt-10 scroll-mt-6">
            <h2 id={`${key}-title`} className="text-xl font-semibold text-slate-900">
              {t(`sections.${key}.title`)}
            </h2>
            <p className="mt-3 text-base leading-7 break-words text-slate-700">
              {t(`sections.${key}.body`, { email: PRIVACY_EMAIL })}
            </p>
          </section>
        ))}
      </main>
      <SiteFooter />
    </div>
  );
}
