"use client";

import { Eye, LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useDateFormat } from "@/components/providers/time-zone-provider";
import { toast } from "@/components/ui/toast";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api/client";

/**
 * Shown on every signed-in page while a superadmin views the app as someone else: who, in which
 * organisation, until when, and the way out. Leaving restores the superadmin's own session and
 * returns to the support screen (a full load, so no cached data of the viewed user survives).
 */
export function ImpersonationBanner({
  name,
  organization,
  expiresAt,
}: {
  name: string;
  organization: string;
  expiresAt: string;
}) {
  const t = useTranslations("Impersonation");
  const { format } = useDateFormat();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    try {
      const { redirect } = await apiRequest<{ redirect: string }>("/api/impersonation", { method: "DELETE" });
      window.location.assign(redirect);
    } catch {
      setLeaving(false);
      toast.error(t("leaveFailed"));
    }
  }

  return (
    <div
      role="region"
      aria-label={t("regionLabel")}
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{t("viewingAs", { name, organization })}</span>{" "}
          <span className="text-amber-900">{t("readOnlyUntil", { time: format(expiresAt, "time") })}</span>
        </p>
        <button
          type="button"
          onClick={leave}
          disabled={leaving}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-amber-950 px-3 font-medium text-amber-50 hover:bg-amber-900 focus-visible:ring-2 focus-visible:ring-amber-950 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
        >
          {leaving ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
          {t("leave")}
        </button>
      </div>
    </div>
  );
}
