import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { DemoSection } from "@/components/landing/demo-section";
import { DemoVideo } from "@/components/landing/demo-video";
import { FaqAccordion } from "@/components/landing/faq-accordion";
import { LandingHeader, SECTION_IDS } from "@/components/landing/landing-header";
import { PricingSection } from "@/components/landing/pricing-section";
import { FeaturesSection, UseCasesSection } from "@/components/landing/product-sections";
import { PublicToaster } from "@/components/landing/public-toaster";
import { Section } from "@/components/landing/section";
import { SiteFooter } from "@/components/landing/site-footer";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { publicPageMetadata } from "@/lib/seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Landing");
  return publicPageMetadata({
    path: "/",
    title: t("metaTitle"),
    description: t("metaDescription"),
    locale: await getLocale(),
  });
}

/** The landing page (spec §2): rendered on the server; only the header, FAQ and form run in the browser. */
export default async function LandingPage() {
  const [t, locale] = await Promise.all([getTranslations("Landing"), getLocale()]);
  const faq = ([1, 2, 3, 4] as const).map((n) => ({ question: t(`faq.q${n}`), answer: t(`faq.a${n}`) }));
  return (
    <div className="min-h-dvh bg-white">
      <LandingHeader />
      <main>
        <section className="bg-gradient-to-b from-brand-soft via-white to-white px-4 pt-28 pb-16 sm:px-6 md:pt-32">
          <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
            <div className="text-center lg:text-left">
              <p className="inline-block rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wide text-slate-800 uppercase ring-1 ring-brand-ring">
                {t("tagline")}
              </p>
              <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
                {t("promise")}
              </h1>
              <p className="mt-6 text-lg text-pretty text-slate-600">{t("hero.lead")}</p>
              <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
                <a href={`#${SECTION_IDS.demo}`} className={buttonClasses({ size: "lg" })}>
                  {t("hero.cta")}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
                <a
                  href={`#${SECTION_IDS.features}`}
                  className={buttonClasses({ variant: "secondary", size: "lg" })}
                >
                  {t("hero.secondary")}
                </a>
              </div>
            </div>
            <DemoVideo
              locale={locale as Locale}
              texts={{
                title: t("video.title"),
                caption: t("video.caption"),
                play: t("video.play"),
                fallback: t("video.fallback"),
                download: t("video.download"),
              }}
            />
          </div>
        </section>
        <UseCasesSection />
        <FeaturesSection />
        <PricingSection />
        <Section title={t("faq.title")}>
          <div className="mx-auto max-w-3xl">
            <FaqAccordion items={faq} />
          </div>
        </Section>
        <DemoSection />
      </main>
      <SiteFooter />
      <PublicToaster />
    </div>
  );
}
