"use client";

import { Check, Minus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import {
  DEMO_REQUEST_STATUSES,
  type DemoRequestDto,
  type DemoRequestStatus,
} from "@/lib/validation/demo-requests";

const STATUS_TONE: Record<DemoRequestStatus, BadgeTone> = {
  pending: "brand",
  contacted: "success",
  closed: "neutral",
};

/** Dates in the Spanish format of spec §9 ("23 nov 2026, 10:05"), in English for English readers. */
const dateFormatter = (locale: string) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-US" : "es-ES", { dateStyle: "medium", timeStyle: "short" });

export function DemoRequestRow({
  request,
  onStatusChange,
  busy,
}: {
  request: DemoRequestDto;
  onStatusChange: (status: DemoRequestStatus) => void;
  busy: boolean;
}) {
  const t = useTranslations("DemoRequests.screen");
  const roles = useTranslations("DemoForm.roles");
  const locale = useLocale();
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
        <time dateTime={request.created_at}>
          {dateFormatter(locale).format(new Date(request.created_at))}
        </time>
      </td>
      <td className="px-4 py-3 max-md:block max-md:py-1">
        <select
          aria-label={t("statusFor", { name: request.full_name })}
          value={request.status}
          disabled={busy}
          onChange={(event) => onStatusChange(event.target.value as DemoRequestStatus)}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:outline-none disabled:opacity-60"
        >
          {DEMO_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}
