"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** The signed-in areas' client-side context: the data cache and toasts (spec §2). */
export function AreaClientProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const t = useTranslations("Toasts");

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster labels={{ region: t("region"), close: t("close") }} />
    </QueryClientProvider>
  );
}
