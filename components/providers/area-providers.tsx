import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { AreaClientProviders } from "./area-client-providers";

/**
 * What the signed-in areas (admin, chat, super-admin) give their client components: the messages,
 * the data cache and toasts. The public pages (landing, sign-in) render their texts on the server and
 * need none of it, so it is not in the root layout: their first load carries neither next-intl's
 * client runtime and catalogue, nor TanStack Query, nor the toasts (DESIGN §13: landing ≤ 150 kB).
 * Used once, by app/(signed-in)/layout.tsx. Anything rendered above it (app/not-found.tsx, a future
 * root error.tsx or global-error.tsx) has no provider: it must translate on the server or take its
 * texts as props.
 */
export function AreaProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <AreaClientProviders>{children}</AreaClientProviders>
    </NextIntlClientProvider>
  );
}
