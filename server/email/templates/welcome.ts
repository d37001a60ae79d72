import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/server/i18n";
import { appLink } from "../links";
import type { EmailMessage } from "../message";

const BRAND = "#F97316";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The e-mail a user receives when an admin adds them (issue 11): who invited them, and how signing in
 * works here (no password: an e-mailed 6-digit code).
 */
export function welcomeEmail({
  to,
  name,
  role,
  organizationName,
  organizationId,
  locale,
}: {
  to: string;
  name: string;
  role: "member" | "admin";
  organizationName: string;
  organizationId: string;
  locale: Locale;
}): EmailMessage {
  // The organisation's branded sign-in (its logo and name), for the role the person was given.
  const signInUrl = appLink("/login", { type: role, org: organizationId });
  const t = serverTranslator(locale, "UserManagement");
  const values = { name, organization: organizationName, email: to };
  const subject = t("welcomeEmail.subject", values);
  const steps = [t("welcomeEmail.step1"), t("welcomeEmail.step2", values), t("welcomeEmail.step3")];
  const text = [
    t("welcomeEmail.greeting", values),
    "",
    t("welcomeEmail.intro", values),
    "",
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    "",
    signInUrl,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;border-top:6px solid ${BRAND};padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:#1c1917">${escapeHtml(t("welcomeEmail.greeting", values))}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(t("welcomeEmail.intro", values))}</p>
<ol style="margin:0 0 24px;padding-left:20px;font-size:15px;line-height:1.6">${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>
<p style="margin:0;text-align:center"><a href="${escapeHtml(signInUrl)}" style="display:inline-block;padding:12px 24px;border-radius:10px;background:${BRAND};color:#111827;font-weight:600;text-decoration:none">${escapeHtml(t("welcomeEmail.button"))}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { to, subject, text, html };
}
