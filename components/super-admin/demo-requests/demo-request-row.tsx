"use client";

import { Building2, Check, Minus } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import {
  SETTABLE_DEMO_REQUEST_STATUSES,
  type DemoRequestDto,
  type DemoRequestStatus,
  type SettableDemoRequestStatus,
} from "@/lib/validation/demo-requests";

const STATUS_TONE: Record<DemoRequestStatus, BadgeTone> = {
  pending: "brand",
  contacted: "success",
  closed: "neutral",
  converted: "success",
};

/**
 * One request: contact, company, status, date, and its actions: the status dropdown and "Convert to
 * customer" while it is a lead; once converted, a link to its organisation instead.
 */
export function DemoRequestRow({
  request,
  onStatusChange,
  onConvert,
  busy,
}: {
  request: DemoRequestDto;
  onStatusChange: (status: SettableDemoRequestStatus) => void;
  onConvert: () => void;
  busy: boolean;
}) {
  const t = useTranslations("DemoRequests.screen");
  const roles = useTranslations("DemoForm.roles");
  const roleLabel = roles.has(request.role as never) ? roles(request.role as never) : request.role;
  return (
    <tr className="align-top max-md:block max-md:py-2">
      <td className="px-4 py-3 max-md:block max-md:py-1">
        <p className="font-medium text-slate-900">{request.full_name}</p>
        <a
          href={`mailto:${request.work_email}`}
          className="text-sm break-all text-slate-700 underline-offset-2 hover:underline"
        >
          {request.work_email}
        </a>
        <p className="text-sm text-slate-600">{roleLabel}</p>
        {request.phone && <p className="text-sm text-slate-600">{request.phone}</p>}
      </td>
      <td className="px-4 py-3 max-md:block max-md:py-1">
        <p className="text-slate-900">{request.company_name}</p>
        <p className="mt-1 inline-flex items-center gap-1 text-xs text-slate-600">
          {request.agreed_to_subscribe ? (
            <Check aria-hidden="true" className="size-3.5 text-emerald-600" />
          ) : (
            <Minus aria-hidden="true" className="size-3.5 text-slate-400" />
          )}
          {t(request.agreed_to_subscribe ? "consentYes" : "consentNo")}
        </p>
      </td>
      <td className="px-4 py-3 max-md:block max-md:py-1">
        <Badge tone={STATUS_TONE[request.status]}>{t(`status.${request.status}`)}</Badge>
      </td>
      <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600 max-md:block max-md:py-1">
        {/* A request belongs to no organisation: the platform's clock (DEFAULT_TIME_ZONE), as the note says. */}
        <LocalTime value={request.created_at} style="dateTime" />
      </td>
      <td className="px-4 py-3 max-md:block max-md:py-1">
        {request.status === "converted" ? (
          request.organization_id && (
            <Link
              href={`/super-admin/organizations/${encodeURIComponent(request.organization_id)}`}
              aria-label={t("viewOrganization", { id: request.organization_id })}
              className="inline-flex items-center gap-1.5 rounded text-sm font-medium break-all text-brand-hover underline-offset-2 hover:underline"
            >
              <Building2 aria-hidden="true" className="size-4 shrink-0" />
              {request.organization_id}
            </Link>
          )
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <select
              aria-label={t("statusFor", { name: request.full_name })}
              value={request.status}
              disabled={busy}
              onChange={(event) => onStatusChange(event.target.value as SettableDemoRequestStatus)}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:outline-none disabled:opacity-60"
            >
              {SETTABLE_DEMO_REQUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("convertFor", { name: request.full_name, company: request.company_name })}
              onClick={onConvert}
            >
              <Building2 aria-hidden="true" className="size-4" />
              {t("convert")}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
