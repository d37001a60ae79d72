"use client";

import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/api/client";

/**
 * Words for a failed super-admin call (spec §8 "Organisations"): a missing or expired session is
 * "No authentication token", an unreachable server the screen's network message, otherwise the
 * server's own (translated) message or the screen's fallback.
 */
export function useSuperAdminErrorText() {
  const t = useTranslations("Organizations.errors");
  return (error: unknown, { fallback, network }: { fallback: string; network: string }): string => {
    if (!(error instanceof ApiError)) return fallback;
    if (error.isNetworkError) return network;
    if (error.status === 401) return t("noToken");
    return error.serverMessage ?? fallback;
  };
}
