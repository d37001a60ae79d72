import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LocaleSync } from "@/components/providers/locale-sync";
import type { Locale } from "@/lib/i18n/locales";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const [t, common] = await Promise.all([getTranslations("Metadata"), getTranslations("Common")]);
  return {
    title: { default: t("title"), template: `%s · ${common("appName")}` },
    description: t("description"),
  };
}

export const viewport: Viewport = { themeColor: "#f97316", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        {/* No next-intl client provider here: the areas and the sign-in form that need one have it
            (components/providers/area-providers.tsx), so public pages ship no message catalogue. */}
        {children}
        <LocaleSync locale={locale as Locale} />
      </body>
    </html>
  );
}
