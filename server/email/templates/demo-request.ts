import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { DemoRequestInput } from "@/lib/validation/demo-requests";
import { serverTranslator } from "@/server/i18n";
import { appLink } from "../links";
import type { EmailMessage } from "../message";
import { simpleEmailHtml } from "./layout";

type Request = Omit<DemoRequestInput, "isBot">;

/** The visitor's confirmation, in the language they used on the landing page. */
export function demoConfirmationEmail(request: Request, locale: Locale): EmailMessage {
  const t = serverTranslator(locale, "DemoRequests");
  const heading = t("email.confirmationHeading", { name: request.fullName });
  const paragraphs = [
    t("email.confirmationIntro", { company: request.companyName }),
    t("email.confirmationNext"),
  ];
  return {
    to: request.workEmail,
    subject: t("email.confirmationSubject"),
    text: [heading, "", ...paragraphs].join("\n"),
    html: simpleEmailHtml({ locale, heading, paragraphs }),
  };
}

/** The team's notice of a new request: every field, so a superadmin can reply from the e-mail. */
export function demoNotificationEmail(request: Request, requestLocale: Locale, to: string): EmailMessage {
  // In Spanish, like the super-admin screen that lists these requests (spec §2).
  const locale: Locale = "es";
  const t = serverTranslator(locale, "DemoRequests");
  const yesNo = (value: boolean) => t(value ? "email.yes" : "email.no");
  const details = [
    { label: t("email.fieldName"), value: request.fullName },
    { label: t("email.fieldEmail"), value: request.workEmail },
    { label: t("email.fieldCompany"), value: request.companyName },
    { label: t("email.fieldRole"), value: request.role },
    { label: t("email.fieldPhone"), value: request.phone ?? "—" },
    { label: t("email.fieldConsent"), value: yesNo(request.agreedToSubscribe) },
    { label: t("email.fieldLanguage"), value: requestLocale },
  ];
  const intro = t("email.notificationIntro");
  const link = { label: t("email.notificationLink"), url: appLink("/super-admin/demo-requests") };
  return {
    to,
    subject: t("email.notificationSubject", { company: request.companyName }),
    text: [
      intro,
      "",
      ...details.map(({ label, value }) => `${label}: ${value}`),
      "",
      `${link.label}: ${link.url}`,
    ].join("\n"),
    html: simpleEmailHtml({
      locale,
      heading: t("email.notificationHeading"),
      paragraphs: [intro],
      details,
      link,
    }),
  };
}
