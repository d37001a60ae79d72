import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { IntlErrorCode, type AbstractIntlMessages } from "next-intl";
import { pickLocale } from "@/lib/i18n/detect";
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const MESSAGES: Record<Locale, AbstractIntlMessages> = { es, en };

/** Language of this request (no locale segment in URLs; spec §1 signals via pickLocale). */
export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = pickLocale({
    stored: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get("accept-language"),
    pathname: headerList.get("x-pathname"),
    host: headerList.get("host"),
  });
  return {
    locale,
    messages: MESSAGES[locale],
    timeZone: "America/Mexico_City",
    // A missing key must never break a page: log it, then show the Spanish text or the key path.
    onError(error) {
      if (error.code !== IntlErrorCode.MISSING_MESSAGE || process.env.NODE_ENV !== "production") {
        console.error(`[i18n] ${error.code}: ${error.originalMessage ?? error.message}`);
      }
    },
    getMessageFallback({ namespace, key }) {
      const path = [namespace, key].filter(Boolean).join(".");
      const fallback = lookup(MESSAGES[DEFAULT_LOCALE], path);
      return typeof fallback === "string" ? fallback : path;
    },
  };
});

function lookup(messages: AbstractIntlMessages, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}
