export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";
/** Cookie holding the user's explicit language choice (read on the server). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** The same choice mirrored in localStorage so it survives a cleared cookie. */
export const LOCALE_STORAGE_KEY = "asistente.locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
