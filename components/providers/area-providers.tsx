"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/ui/constants";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * Client-side context of the signed-in areas (admin, chat, super-admin): the data cache and toasts
 * (spec §2). The public pages (landing, sign-in) use neither, so they are not in the root layout and
 * the landing's first load carries neither library (DESIGN §13: ≤ 150 kB of JS).
 */
export function AreaProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const t = useTranslations("Toasts");

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        containerAriaLabel={t("region")}
        toastOptions={{ closeButtonAriaLabel: t("close") }}
      />
    </QueryClientProvider>
  );
}
