"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useErrorText } from "@/components/training/use-error-text";
import { apiRequest } from "@/lib/api/client";
import { saveThemeConfig } from "@/lib/ui/theme-config";

/** One of the POST /api/config bodies (spec §7's five, and the time zone). */
export type ConfigBody =
  | { org_name: string; logo_url: string }
  | { org_name: string; logo_url: ""; clear_logo: true }
  | { color: string }
  | { custom_prompt: string }
  | { custom_prompt: ""; clear_custom_prompt: true }
  | { time_zone: string };

/** Saves, then re-renders the server parts (the shell's colour and logo) from the saved config. */
export function useSaveConfig() {
  const router = useRouter();
  return useMutation({
    mutationFn: (body: ConfigBody) =>
      apiRequest<{ success: true }>("/api/config", { method: "POST", json: body }),
    onSuccess: (_answer, body) => {
      if ("color" in body) saveThemeConfig({ color: body.color });
      router.refresh();
    },
  });
}

/**
 * Words for a failed save: the server's own reason when it gave one (a read-only support session, a
 * refused value), else "Error saving configuration".
 */
export function useSaveFailureText() {
  const t = useTranslations("Configuration");
  const errorText = useErrorText();
  return (error: unknown) => errorText(error, { fallback: t("saveError"), connection: t("saveError") });
}
