import { getTranslations } from "next-intl/server";
import { DEMO_ROLES, type DemoFormErrorKey } from "@/lib/validation/demo-form-rules";
import { DEVELOPER_SITE_URL } from "@/lib/site";
import { DemoForm, type DemoFormTexts } from "./demo-form";
import { SECTION_IDS } from "./landing-header";
import { Section } from "./section";

const TEXT_KEYS: (keyof DemoFormTexts)[] = [
  "fullName",
  "workEmail",
  "companyName",
  "role",
  "rolePlaceholder",
  "phone",
  "optional",
  "agreement",
  "privacyLink",
  "honeypot",
  "submit",
  "submitting",
  "submitError",
  "thanksTitle",
  "thanksText",
  "thanksLink",
  "thanksToast",
];
const ERROR_KEYS: DemoFormErrorKey[] = [
  "fullNameRequired",
  "emailRequired",
  "emailInvalid",
  "companyRequired",
  "roleRequired",
  "agreementRequired",
];

/** The demo request form with its texts translated here, on the server (no catalogue in the page). */
export async function DemoSection() {
  const [landing, t, errors] = await Promise.all([
    getTranslations("Landing.demo"),
    getTranslations("DemoForm"),
    getTranslations("Errors.demoForm"),
  ]);
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as DemoFormTexts;
  const errorTexts = Object.fromEntries(ERROR_KEYS.map((key) => [key, errors(key)])) as Record<
    DemoFormErrorKey,
    string
  >;
  const roles = DEMO_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }));
  return (
    <Section id={SECTION_IDS.demo} title={landing("title")} lead={landing("lead")}>
      <div className="mx-auto max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-10">
        <DemoForm texts={texts} errorTexts={errorTexts} roles={roles} developerUrl={DEVELOPER_SITE_URL} />
      </div>
    </Section>
  );
}
