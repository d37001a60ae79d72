import { Check } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { SECTION_IDS } from "./landing-header";
import { Section } from "./section";

/** Plan features of spec §1, in order. */
const PLAN_ITEMS = ["documents", "qa", "roles", "dashboard", "support", "contracts"] as const;

/** The one plan (spec §1): 199 MXN in Spanish, 12 USD in English, per user per month. */
export async function PricingSection() {
  const t = await getTranslations("Landing.pricing");
  return (
    <Section id={SECTION_IDS.pricing} title={t("title")} lead={t("lead")} className="bg-slate-50">
      <div className="mx-auto max-w-md rounded-3xl border-2 border-brand bg-white p-8 shadow-xl">
        <h3 className="text-lg font-semibold text-slate-900">{t("plan")}</h3>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          <span className="text-5xl font-bold tracking-tight text-slate-900">{t("amount")}</span>
          <span className="text-slate-600">{t("period")}</span>
        </p>
        <p className="mt-3 inline-flex rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-slate-900">
          {t("trial")}
        </p>
        <ul className="mt-8 space-y-3">
          {PLAN_ITEMS.map((item) => (
            <li key={item} className="flex items-center gap-3 text-slate-700">
              <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              {t(`items.${item}`)}
            </li>
          ))}
        </ul>
        <a href={`#${SECTION_IDS.demo}`} className={buttonClasses({ size: "lg", className: "mt-8 w-full" })}>
          {t("cta")}
        </a>
      </div>
    </Section>
  );
}
