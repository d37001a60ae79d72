"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import type { Locale } from "@/lib/i18n/locales";
import {
  readLocaleCookie,
  readStoredLocale,
  writeLocaleCookie,
  writeStoredLocale,
} from "@/lib/i18n/client-locale";

/**
 * Keeps the two copies of the language choice in step (spec §1: the choice is cached in local
 * storage). The cookie is what the server reads; localStorage outlives a cleared cookie, so a stored
 * choice without a cookie is written back and the page re-rendered in that language.
 */
export function LocaleSync({ locale }: { locale: Locale }) {
  const router = useRouter();

  useEffect(() => {
    const cookie = readLocaleCookie();
    if (cookie) {
      writeStoredLocale(cookie);
      return;
    }
    const stored = readStoredLocale();
    if (!stored) return;
    writeLocaleCookie(stored);
    if (stored !== locale) router.refresh();
  }, [locale, router]);

  return null;
}
