import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, isLocale, type Locale } from "./locales";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The explicit language choice in the cookie the server reads, if any (browser only). */
export function readLocaleCookie(): Locale | null {
  const value = document.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : null;
}

export function readStoredLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage disabled (private mode, policies)
  }
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export function writeStoredLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the cookie alone still carries the choice
  }
}

/** Records an explicit choice in both places (spec §1: the choice is cached in local storage). */
export function persistLocale(locale: Locale): void {
  writeLocaleCookie(locale);
  writeStoredLocale(locale);
}
