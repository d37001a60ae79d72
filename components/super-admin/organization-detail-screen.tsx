"use client";

import { ArrowLeft, CircleAlert } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { TimeZoneProvider } from "@/components/providers/time-zone-provider";
import { PanelError, PanelSkeleton } from "@/components/training/panel-states";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { TimeZoneNote } from "@/components/ui/time-zone-note";
import { ApiError } from "@/lib/api/client";
import type { OrganizationDetail } from "@/lib/validation/organizations";
import { OrganizationActivity } from "./organization-activity";
import { OrganizationDocuments } from "./organization-documents";
import { OrganizationMembers } from "./organization-members";
import { OrganizationNameEditor } from "./organization-name-editor";
import { OrganizationStatusBadge } from "./organization-status-badge";
import { OrganizationSuspension } from "./organization-suspension";
import { useOrganizationChanges, useOrganizationDetail } from "./use-organizations";
import { useSuperAdminErrorText } from "./use-super-admin-error";

/**
 * Spec §2 "Organisation detail", plus suspension and the activity trail. Every date of one
 * organisation is on its own clock (its configured zone, named under its id).
 */
export function OrganizationDetailScreen({ organizationId }: { organizationId: string }) {
  const t = useTranslations("OrganizationDetail");
  const shell = useTranslations("SuperAdminShell");
  const errorText = useSuperAdminErrorText();
  const detail = useOrganizationDetail(organizationId);
  const changes = useOrganizationChanges(organizationId);

  let body: ReactNode;
  if (detail.isPending) body = <PanelSkeleton label={t("loading")} rows={5} />;
  else if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    body = notFound ? (
      <Card role="alert" className="flex items-center gap-3 p-6 text-slate-800">
        <CircleAlert aria-hidden="true" className="size-5 text-red-500" />
        {t("errors.notFound")}
      </Card>
    ) : (
      <PanelError
        message={errorText(detail.error, {
          fallback: t("errors.loadFailed"),
          network: t("errors.loadNetwork"),
        })}
        onRetry={() => detail.refetch()}
      />
    );
  } else {
    const { organization, users, documents } = detail.data;
    body = (
      <TimeZoneProvider timeZone={organization.time_zone}>
        <div className="space-y-6">
          <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <OrganizationMark organization={organization} />
            <div className="min-w-0 flex-1 space-y-1">
              <OrganizationNameEditor
                name={organization.name}
                pending={changes.rename.isPending}
                onRename={(name) => changes.rename.mutateAsync(name)}
              />
              <p className="text-sm text-slate-600">
                {t("id")} <span className="font-mono break-all text-slate-900">{organization.id}</span>
              </p>
              <TimeZoneNote />
            </div>
          </header>
          <Counters organization={organization} />
          <Section title={t("status.title")}>
            <div className="flex flex-wrap items-center gap-3 px-4 py-4 sm:px-5">
              <OrganizationStatusBadge status={organization.status} />
              {organization.suspension_reason && (
                <p className="min-w-0 flex-1 text-sm break-words text-slate-700">
                  {t("status.reason", { reason: organization.suspension_reason })}
                </p>
              )}
              <div className="ml-auto">
                <OrganizationSuspension
                  name={organization.name}
                  suspended={organization.status === "suspended"}
                  suspend={changes.suspend}
                  reactivate={changes.reactivate}
                />
              </div>
            </div>
          </Section>
          {organization.custom_prompt && (
            <Section title={t("customPrompt")}>
              <p className="px-4 py-4 text-sm whitespace-pre-wrap break-words text-slate-700 sm:px-5">
                {organization.custom_prompt}
              </p>
            </Section>
          )}
          <Section title={t("users.title")}>
            <OrganizationMembers users={users} />
          </Section>
          <Section title={t("documents.title")}>
            <OrganizationDocuments documents={documents} />
          </Section>
          <Section title={t("activity")}>
            <OrganizationActivity organizationId={organizationId} />
          </Section>
        </div>
      </TimeZoneProvider>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Link
        href="/super-admin/organizations"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {shell("backToOrganizations")}
      </Link>
      {body}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** The organisation's logo, or its initial on its own brand colour. */
function OrganizationMark({ organization }: { organization: OrganizationDetail }) {
  if (organization.logo_url) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- uploaded logos are served as they are
      <img
        src={organization.logo_url}
        alt=""
        className="size-16 rounded-xl border border-slate-200 object-contain"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: organization.color }}
      className="flex size-16 shrink-0 items-center justify-center rounded-xl text-2xl font-semibold text-white"
    >
      {organization.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function Counters({ organization }: { organization: OrganizationDetail }) {
  const t = useTranslations("OrganizationDetail.counters");
  const format = useFormatter();
  const counters = [
    { label: t("users"), value: format.number(organization.user_count) },
    { label: t("documents"), value: format.number(organization.document_count) },
    {
      label: t("created"),
      value: organization.created_at ? (
        <LocalTime value={organization.created_at} style="date" />
      ) : (
        t("unknown")
      ),
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {counters.map((counter) => (
        <Card key={counter.label} className="p-4">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{counter.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{counter.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
