import "server-only";
import { createTranslator } from "next-intl";
import { pickLocale } from "@/lib/i18n/detect";
import { LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

export const MESSAGES = { es, en } as const;

/** The caller's language for API answers and e-mails: stored choice, then Accept-Language, then es. */
export function requestLocale(request: Request): Locale {
  const cookie = request.headers.get("cookie") ?? "";
  const stored = cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return pickLocale({
    stored,
    acceptLanguage: request.headers.get("accept-language"),
    host: request.headers.get("host"),
  });
}

type Namespace = keyof (typeof MESSAGES)["es"];
const translators = new Map<string, unknown>();

/**
 * A translator usable outside React (route handlers, e-mails, services). One per language and
 * namespace, kept: a translator compiles each message the first time it formats it, and every chat
 * answer formats some (the "see also" line, a page), so a new one per call would compile them again.
 */
export function serverTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  const key = `${locale}:${namespace}`;
  let translator = translators.get(key) as ReturnType<typeof createNamespaceTranslator<N>> | undefined;
  if (!translator) translators.set(key, (translator = createNamespaceTranslator(locale, namespace)));
  return translator;
}

function createNamespaceTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}

/** Translates a key of the "Errors" namespace; unknown keys fall back to the generic invalid-input text. */
export function translateError(
  locale: Locale,
  key: string,
  values?: Record<string, string | number>,
): string {
  const t = serverTranslator(locale, "Errors") as unknown as {
    (key: string, values?: Record<string, string | number>): string;
    has(key: string): boolean;
  };
  return t.has(key) ? t(key, values) : t("invalidInput");
}
