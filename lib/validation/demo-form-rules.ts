/**
 * The demo form's rules (spec §3, §5), as plain functions without zod: the landing page's form runs
 * them in the browser (zod would not fit the landing page's JavaScript budget) and the API runs the
 * same functions inside its zod schema, so both always agree.
 */

/** The ten positions offered in the form (spec §3 "Role choices"), stored as these values. */
export const DEMO_ROLES = [
  "CEO/Founder",
  "CTO",
  "Marketing Director",
  "Sales Director",
  "Product Manager",
  "Operations Manager",
  "Data Analyst",
  "Developer",
  "Consultant",
  "Other",
] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export const DEMO_TEXT_MAX = 200;
export const DEMO_PHONE_MAX = 40;

/** The demo form payload (spec §3), as the browser sends it. */
export type DemoFormValues = {
  fullName: string;
  workEmail: string;
  companyName: string;
  role: string;
  phone: string;
  agreedToSubscribe: boolean;
};
export type DemoFormField = Exclude<keyof DemoFormValues, "phone">;

/** Spec §5's translation keys, in the order the fields appear. */
export type DemoFormErrorKey =
  | "fullNameRequired"
  | "emailRequired"
  | "emailInvalid"
  | "companyRequired"
  | "roleRequired"
  | "agreementRequired";

/** "text, @, text, dot, text" (spec §5), without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isDemoRole = (value: string): value is DemoRole =>
  (DEMO_ROLES as readonly string[]).includes(value);

/** Every failed rule, keyed by field, in form order (the first entry is the first error to read). */
export function demoFormErrors(values: DemoFormValues): Partial<Record<DemoFormField, DemoFormErrorKey>> {
  const errors: Partial<Record<DemoFormField, DemoFormErrorKey>> = {};
  const email = values.workEmail.trim();
  if (!values.fullName.trim()) errors.fullName = "fullNameRequired";
  if (!email) errors.workEmail = "emailRequired";
  else if (!EMAIL_PATTERN.test(email)) errors.workEmail = "emailInvalid";
  if (!values.companyName.trim()) errors.companyName = "companyRequired";
  if (!isDemoRole(values.role)) errors.role = "roleRequired";
  if (values.agreedToSubscribe !== true) errors.agreedToSubscribe = "agreementRequired";
  return errors;
}
