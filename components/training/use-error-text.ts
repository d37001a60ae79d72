"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";

/**
 * Words for a failed call (spec §8): the server's own message, else "HTTP error! status: N", else
 * the screen's fallback; an unreachable server gets the screen's connection message instead.
 */
export function useErrorText() {
  const t = useTranslations("Training.errors");
  return (error: unknown, { fallback, connection }: { fallback: string; connection: string }): string => {
    if (!(error instanceof ApiError)) return fallback;
    if (error.isNetworkError) return connection;
    if (error.serverMessage) return error.serverMessage;
    if (error.status !== null && (error.status < 200 || error.status >= 300)) {
      return t("httpStatus", { status: error.status });
    }
    return fallback;
  };
}

/**
 * An error toast for a failed change (spec §8): "<what failed>: <why>", or the retry-later message
 * when the server could not be reached.
 */
export function useFailureToast() {
  const t = useTranslations("Training.errors");
  const errorText = useErrorText();
  return (error: unknown, describe: (detail: string) => string) => {
    if (error instanceof ApiError && error.isNetworkError) toast.error(t("connection"));
    else toast.error(describe(errorText(error, { fallback: t("unknown"), connection: t("connection") })));
  };
}
