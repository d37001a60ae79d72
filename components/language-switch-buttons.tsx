"use client";

import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { persistLocale } from "@/lib/i18n/client-locale";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

export type LanguageSwitchLabels = { group: string } & Record<Locale, string>;

type Props = { current: Locale; labels: LanguageSwitchLabels; className?: string };

/**
 * The ES/EN toggle: stores the choice (cookie + localStorage) and re-renders. Its texts come as
 * props, so public pages render it without next-intl's client runtime (components/language-switch.tsx);
 * this module must not import next-intl, or that runtime comes back with it.
 */
export function LanguageSwitchButtons({ current, labels, className }: Props) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  function choose(locale: Locale) {
    if (locale === current) return;
    persistLocale(locale);
    startTransition(() => router.refresh());
  }

  // clsx, not cn: callers only add placement (position, direction), which never conflicts with these
  // classes, and tailwind-merge (8 kB gzip) stays off the public pages' first load (DESIGN §13).
  return (
    <div
      role="group"
      aria-label={labels.group}
      aria-busy={isPending || undefined}
      className={clsx(
        "inline-flex rounded-lg border border-slate-200 bg-white p-0.5 text-xs font-semibold shadow-sm",
        className,
      )}
    >
      {LOCALES.map((locale) => {
        const isActive = locale === current;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={isActive}
            onClick={() => choose(locale)}
            className={clsx(
              "min-w-9 rounded-md px-2 py-1 uppercase transition-colors",
              isActive ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
            )}
          >
            {/* The accessible name starts with the visible code (WCAG 2.5.3) and adds the language. */}
            {locale}
            <span className="sr-only"> {labels[locale]}</span>
          </button>
        );
      })}
    </div>
  );
}
