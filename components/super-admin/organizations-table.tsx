"use client";

import { ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useDateFormat } from "@/components/providers/time-zone-provider";
import { LocalTime } from "@/components/ui/local-time";
import type { OrganizationListItem } from "@/lib/validation/organizations";
import { OrganizationStatusBadge } from "./organization-status-badge";

export const organizationHref = (id: string) => `/super-admin/organizations/${encodeURIComponent(id)}`;

/**
 * Spec §2 "Organisation list": name and id, admin, users with admins, created date (or Unknown) and
 * View Details. A click anywhere on the row opens the detail; the link is the keyboard path to it.
 * Below 640 px the admin and date move under the name so the table never scrolls sideways. Dates are
 * on one clock for every row, the platform's (DEFAULT_TIME_ZONE, named in the column header), so
 * rows of organisations in different zones still compare.
 */
export function OrganizationsTable({ organizations }: { organizations: OrganizationListItem[] }) {
  const t = useTranslations("Organizations.table");
  const { timeZone } = useDateFormat();
  const router = useRouter();
  const createdOn = (value: string | null) =>
    value ? <LocalTime value={value} style="date" /> : t("unknownDate");

  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{t("caption")}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
        <tr>
          <th scope="col" className="px-4 py-3">
            {t("organization")}
          </th>
          <th scope="col" className="hidden px-4 py-3 md:table-cell">
            {t("admin")}
          </th>
          <th scope="col" className="hidden w-36 px-4 py-3 sm:table-cell">
            {t("users")}
          </th>
          <th scope="col" className="hidden w-40 px-4 py-3 lg:table-cell" title={timeZone}>
            {t("created")}
            <span className="block font-normal tracking-normal normal-case break-words">{timeZone}</span>
          </th>
          <th scope="col" className="w-28 px-4 py-3 text-right sm:w-36">
            <span className="sr-only">{t("actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {organizations.map((organization) => (
          <tr
            key={organization.id}
            onClick={() => router.push(organizationHref(organization.id))}
            className="cursor-pointer align-top transition-colors hover:bg-slate-50"
          >
            <td className="px-4 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words text-slate-900">{organization.name}</span>
                {organization.status === "suspended" && <OrganizationStatusBadge status="suspended" />}
              </div>
              <div className="font-mono text-xs break-all text-slate-500">{organization.id}</div>
              <div className="mt-1 text-xs text-slate-600 md:hidden">
                {organization.admin_email ?? t("noAdmin")}
              </div>
              <div className="mt-0.5 text-xs text-slate-500 sm:hidden">
                {t("userCount", { count: organization.user_count })} · {createdOn(organization.created_at)}
              </div>
            </td>
            <td className="hidden px-4 py-3 md:table-cell">
              {organization.admin_email ? (
                <>
                  <div className="break-words text-slate-900">{organization.admin_name}</div>
                  <div className="text-xs break-all text-slate-500">{organization.admin_email}</div>
                </>
              ) : (
                <span className="text-slate-500">{t("noAdmin")}</span>
              )}
            </td>
            <td className="hidden px-4 py-3 sm:table-cell">
              <div className="text-slate-900">{t("userCount", { count: organization.user_count })}</div>
              <div className="text-xs text-slate-500">
                {t("adminCount", { count: organization.admin_count })}
              </div>
            </td>
            <td className="hidden px-4 py-3 text-slate-700 lg:table-cell">
              {createdOn(organization.created_at)}
            </td>
            <td className="px-4 py-3 text-right">
              <Link
                href={organizationHref(organization.id)}
                onClick={(event) => event.stopPropagation()}
                aria-label={t("viewDetailsOf", { name: organization.name })}
                className="inline-flex items-center gap-1 rounded font-medium text-brand-hover hover:underline focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:outline-none"
              >
                {t("viewDetails")}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
