import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { AppLogo } from "@/components/brand/app-logo";
import { LanguageSwitch } from "@/components/language-switch";
import { buttonClasses } from "@/components/ui/button";
import { HeaderMenu } from "./header-menu";
import { ScrollHeader } from "./scroll-header";

export const SECTION_IDS = {
  features: "funciones",
  useCases: "casos-de-uso",
  pricing: "precio",
  demo: "demo",
};

/**
 * Logo, section anchors, sign-in and the language switch in one row from 768 px; below that, one row
 * with the logo and a menu button that discloses the same links (HeaderMenu).
 */
export async function LandingHeader() {
  const [t, common] = await Promise.all([getTranslations("Landing"), getTranslations("Common")]);
  const anchors = [
    { id: SECTION_IDS.features, label: t("nav.features") },
    { id: SECTION_IDS.useCases, label: t("nav.useCases") },
    { id: SECTION_IDS.pricing, label: t("nav.pricing") },
  ];
  return (
    <ScrollHeader>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4 py-3 sm:px-6">
        <Link href="/" aria-label={t("nav.home")} className="rounded-xl">
          <AppLogo name={common("appName")} />
        </Link>
        <HeaderMenu panelId="landing-menu" label={t("nav.menu")}>
          <nav aria-label={t("nav.label")}>
            <ul className="flex flex-col text-base font-medium text-slate-700 md:flex-row md:gap-7 md:text-sm">
              {anchors.map(({ id, label }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="block rounded px-1 py-2.5 hover:text-slate-950 md:inline md:px-0 md:py-2"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-3">
            <LanguageSwitch />
            {/* Not prefetched: /chat redirects a visitor to the sign-in page, and prefetching that chain
                on every landing visit costs the page's main thread for a link most visitors never use. */}
            <Link
              href="/chat"
              prefetch={false}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              {t("signIn")}
            </Link>
            <a
              href={`#${SECTION_IDS.demo}`}
              className={buttonClasses({ size: "sm", className: "w-full md:hidden" })}
            >
              {t("hero.cta")}
            </a>
          </div>
        </HeaderMenu>
      </div>
    </ScrollHeader>
  );
}
