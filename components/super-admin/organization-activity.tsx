"use client";

import { ChevronLeft, ChevronRight, History } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PanelEmpty, PanelError, PanelSkeleton } from "@/components/training/panel-states";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import type { AuditEventDto } from "@/lib/validation/organizations";
import { useOrganizationAudit } from "./use-organizations";
import { useSuperAdminErrorText } from "./use-super-admin-error";

/** "Actividad": the organisation's audit trail, newest first, a page at a time. */
export function OrganizationActivity({ organizationId }: { organizationId: string }) {
  const t = useTranslations("Audit");
  const errorText = useSuperAdminErrorText();
  const [page, setPage] = useState(1);
  const audit = useOrganizationAudit(organizationId, page);

  if (audit.isPending) return <PanelSkeleton label={t("loading")} />;
  if (audit.isError)
    return (
      <PanelError
        message={errorText(audit.error, { fallback: t("loadFailed"), network: t("loadNetwork") })}
        onRetry={() => audit.refetch()}
      />
    );
  const { events, pagination } = audit.data;
  if (events.length === 0) return <PanelEmpty icon={History} title={t("empty")} />;

  return (
    <div>
      <ol className="divide-y divide-slate-100" aria-busy={audit.isFetching}>
        {events.map((event) => (
          <AuditEventRow key={event.id} event={event} />
        ))}
      </ol>
      {pagination.total_pages > 1 && (
        <nav
          aria-label={t("pagination")}
          className="flex items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 sm:px-5"
        >
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t("previous")}
          </Button>
          <span className="text-sm text-slate-600" aria-live="polite">
            {t("pageOf", { page: pagination.page, total: pagination.total_pages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pagination.total_pages}
            onClick={() => setPage(page + 1)}
          >
            {t("next")}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}

function AuditEventRow({ event }: { event: AuditEventDto }) {
  const t = useTranslations("Audit");
  const actionKey = `actions.${event.action}`;
  const action = t.has(actionKey) ? t(actionKey) : event.action;
  const actor = event.actor ? event.actor.name : t("system");
  return (
    <li className="px-4 py-3 text-sm sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-slate-900">{action}</p>
        <LocalTime value={event.created_at} style="dateTime" className="text-xs text-slate-500" />
      </div>
      <p className="mt-0.5 text-xs break-words text-slate-600">
        {event.impersonator
          ? t("byImpersonated", { actor, impersonator: event.impersonator.name })
          : t("by", { actor })}
        {event.ip && ` · ${event.ip}`}
      </p>
    </li>
  );
}
