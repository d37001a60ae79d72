"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/ui/cn";

/** Ends the session on the server (which clears the cookie), then goes to the sign-in screen. */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const t = useTranslations("Shell");
  const [isPending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      const response = await fetch("/api/auth/logout", { method: "POST" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // A full load drops every client cache of the signed-out user, not just this route's.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/login");
    } catch {
      setPending(false);
      toast.error(t("logoutFailed"));
    }
  }

  const label = isPending ? t("loggingOut") : t("logout");
  return (
    <button
      type="button"
      onClick={logout}
      disabled={isPending}
      title={compact ? label : undefined}
      className={cn(
        "flex h-9 w-full items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-60",
        compact && "md:justify-center md:px-0",
      )}
    >
      {isPending ? <Spinner /> : <LogOut aria-hidden="true" className="size-4 shrink-0" />}
      <span className={cn(compact && "md:sr-only")}>{label}</span>
    </button>
  );
}
