import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { AppLogo } from "@/components/brand/app-logo";
import { LanguageSwitch } from "@/components/language-switch";
import { buttonClasses } from "@/components/ui/button";
import { ScrollHeader } from "./scroll-header";

export const SECTION_IDS = {
  features: "funciones",
  useCases: "casos-de-uso",
  pricing: "precio",
  demo: "demo",
};

/** Logo, section anchors, sign-in and the language switch; the anchors wrap to a second row on phones. */
export async function LandingHeader() {
  const [t, common] = await Promise.all([getTranslations("Landing"), getTranslations("Common")]);
  const anchors = [
    { id: SECTION_IDS.features, label: t("nav.features") },
    { id: SECTION_IDS.useCases, label: t("nav.useCases") },
    { id: SECTION_IDS.pricing, label: t("nav.pricing") },
  ];
  return (
    <ScrollHeader>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3 sm:px-6">
        <Link href="/" aria-label={t("nav.home")} className="rounded-xl">
          <AppLogo name={common("appName")} />
        </Link>
        <nav aria-label={t("nav.label")} className="order-last w-full md:order-none md:w-auto">
          <ul className="flex justify-center gap-5 text-sm font-medium text-slate-700 md:gap-7">
            {anchors.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} className="rounded py-2 hover:text-slate-950">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          {/* Not prefetched: /chat redirects a visitor to the sign-in page, and prefetching that chain
              on every landing visit costs the page's main thread for a link most visitors never use. */}
          <Link href="/chat" prefetch={false} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {t("signIn")}
          </Link>
        </div>
      </div>
    </ScrollHeader>
  );
}
