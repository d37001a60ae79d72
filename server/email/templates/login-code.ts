import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/server/i18n";
import type { EmailMessage } from "../message";

const BRAND = "#F97316";

/** The sign-in code e-mail in the caller's language: the code large and alone on its line. */
export function loginCodeEmail({
  to,
  code,
  locale,
}: {
  to: string;
  code: string;
  locale: Locale;
}): EmailMessage {
  const t = serverTranslator(locale, "Email");
  const subject = t("loginSubject", { code });
  const text = [t("loginIntro"), "", code, "", t("loginExpiry"), t("loginIgnore")].join("\n");
  // Inline styles and a single-column table: the layout most e-mail clients render faithfully.
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;border-top:6px solid ${BRAND};padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:#1c1917">${t("loginHeading")}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${t("loginIntro")}</p>
<p style="margin:0 0 24px;text-align:center"><span style="display:inline-block;padding:16px 24px;border:2px solid ${BRAND};border-radius:10px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:36px;font-weight:700;letter-spacing:8px;color:${BRAND}">${code}</span></p>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:#57534e">${t("loginExpiry")}</p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#57534e">${t("loginIgnore")}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { to, subject, text, html };
}
