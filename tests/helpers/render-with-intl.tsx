import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const MESSAGES = { en, es };

/** Renders a client component with the real messages of one language. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = "en", ...options }: { locale?: "en" | "es" } & RenderOptions = {},
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="America/Mexico_City">
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}
