import {
  BookOpen,
  Briefcase,
  FileSearch,
  Headset,
  LayoutDashboard,
  Languages,
  Palette,
  ShieldCheck,
  UserRoundCog,
  Users,
} from "lucide-react";
import { getTranslations } from "next-intl/server";
import { SECTION_IDS } from "./landing-header";
import { IconCard, Section } from "./section";
import { TECH_NAMES, TechLogo } from "./tech-logos";

const ICON = "size-5";

export async function UseCasesSection() {
  const t = await getTranslations("Landing.useCases");
  const cases = [
    { key: "support", icon: <Headset aria-hidden="true" className={ICON} /> },
    { key: "sales", icon: <Briefcase aria-hidden="true" className={ICON} /> },
    { key: "hr", icon: <Users aria-hidden="true" className={ICON} /> },
    { key: "training", icon: <BookOpen aria-hidden="true" className={ICON} /> },
  ] as const;
  return (
    <Section id={SECTION_IDS.useCases} title={t("title")} lead={t("lead")} className="bg-slate-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cases.map(({ key, icon }) => (
          <IconCard key={key} icon={icon} title={t(`${key}.title`)} text={t(`${key}.text`)} />
        ))}
      </ul>
    </Section>
  );
}

export async function FeaturesSection() {
  const t = await getTranslations("Landing");
  const features = [
    { key: "private", icon: <ShieldCheck aria-hidden="true" className={ICON} /> },
    { key: "grounded", icon: <FileSearch aria-hidden="true" className={ICON} /> },
    { key: "roles", icon: <UserRoundCog aria-hidden="true" className={ICON} /> },
    { key: "dashboard", icon: <LayoutDashboard aria-hidden="true" className={ICON} /> },
    { key: "spanish", icon: <Languages aria-hidden="true" className={ICON} /> },
    { key: "brand", icon: <Palette aria-hidden="true" className={ICON} /> },
  ] as const;
  return (
    <Section id={SECTION_IDS.features} title={t("features.title")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, icon }) => (
          <IconCard
            key={key}
            icon={icon}
            title={t(`features.${key}.title`)}
            text={t(`features.${key}.text`)}
          />
        ))}
      </ul>
      <div className="mt-16 border-t border-slate-200 pt-10">
        <h3 className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t("tech.title")}
        </h3>
        <ul className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {TECH_NAMES.map((name) => (
            <TechLogo key={name} name={name} label={t(`tech.${name}`)} />
          ))}
        </ul>
      </div>
    </Section>
  );
}
