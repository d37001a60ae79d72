import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/server/i18n";
import { appLink } from "../links";
import type { EmailMessage } from "../message";

const BRAND = "#F97316";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Sent to the first admin of a new organisation (created by a superadmin): what the account is and
 * where to sign in. Names come from a superadmin's form, so they are escaped in the HTML part.
 */
export function organizationWelcomeEmail({
  to,
  adminName,
  organizationId,
  organizationName,
  locale,
}: {
  to: string;
  adminName: string;
  organizationId: string;
  organizationName: string;
  locale: Locale;
}): EmailMessage {
  // The organisation's branded sign-in (its logo and name), as a member's welcome links to.
  const signInUrl = appLink("/login", { type: "admin", org: organizationId });
  const t = serverTranslator(locale, "Organizations");
  const values = { name: adminName, organization: organizationName };
  const subject = t("welcomeEmail.subject", values);
  const lines = [
    t("welcomeEmail.greeting", values),
    t("welcomeEmail.intro", values),
    t("welcomeEmail.howToSignIn", { email: to }),
  ];
  const text = [...lines, "", signInUrl].join("\n\n");
  const paragraphs = lines
    .map((line) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(line)}</p>`)
    .join("\n");
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;border-top:6px solid ${BRAND};padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:#1c1917">${escapeHtml(t("welcomeEmail.heading", values))}</h1>
${paragraphs}
<p style="margin:24px 0 0;text-align:center"><a href="${escapeHtml(signInUrl)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(t("welcomeEmail.button"))}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { to, subject, text, html };
}
