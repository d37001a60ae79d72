import "server-only";
import type { Locale } from "@/lib/i18n/locales";

const BRAND = "#F97316";

/** Escapes text for HTML: visitor-typed fields (names, companies) end up in e-mail bodies. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );
}

/**
 * The shell of a simple notification e-mail: heading, paragraphs and an optional list of labelled
 * lines and an optional button, in inline styles and a single-column table (what most e-mail clients
 * render faithfully). Every argument is plain text and is escaped here.
 */
export function simpleEmailHtml({
  locale,
  heading,
  paragraphs,
  details = [],
  link,
}: {
  locale: Locale;
  heading: string;
  paragraphs: string[];
  details?: { label: string; value: string }[];
  /** Built with appLink (../links.ts), never from a request. */
  link?: { label: string; url: string };
}): string {
  const body = paragraphs
    .map((text) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join("\n");
  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#57534e;font-size:14px;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;font-size:14px">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;border-top:6px solid ${BRAND};padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:#1c1917">${escapeHtml(heading)}</h1>
${body}
${rows ? `<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>` : ""}
${link ? `<p style="margin:24px 0 0;text-align:center"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND};color:#111827;font-weight:600;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ""}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
