import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LocaleSync } from "@/components/providers/locale-sync";
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
        <NextIntlClientProvider>
          {children}
          <LocaleSync />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
