import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/**
 * Picks the interface language from the signals of spec §1, in order: the stored choice, the browser
 * language, the page's language tag, a /en or /es path prefix, an en. or es. subdomain; else Spanish.
 */
export type LocaleSignals = {
  stored?: string | null;
  acceptLanguage?: string | null;
  pageLang?: string | null;
  pathname?: string | null;
  host?: string | null;
};

export function pickLocale(signals: LocaleSignals): Locale {
  return (
    fromTag(signals.stored) ??
    fromAcceptLanguage(signals.acceptLanguage) ??
    fromTag(signals.pageLang) ??
    localeFromPathPrefix(signals.pathname)?.locale ??
    fromSubdomain(signals.host) ??
    DEFAULT_LOCALE
  );
}

/** "en-US" → "en"; anything that is not en or es → undefined. */
function fromTag(tag: string | null | undefined): Locale | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The highest-weighted supported language of an Accept-Language header. */
function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = fromTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** "/en/chat" → { locale: "en", rest: "/chat" }; "/es" → { locale: "es", rest: "/" }. */
export function localeFromPathPrefix(
  pathname: string | null | undefined,
): { locale: Locale; rest: string } | null {
  const match = pathname?.match(/^\/(en|es)(\/.*)?$/);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], rest: match[2] || "/" };
}

function fromSubdomain(host: string | null | undefined): Locale | undefined {
  const sub = host?.toLowerCase().split(".")[0];
  return host?.includes(".") && isLocale(sub) ? sub : undefined;
}
