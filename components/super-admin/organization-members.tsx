"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { LocalTime } from "@/components/ui/local-time";
import type { OrganizationUserRow } from "@/lib/validation/users";

/** Spec §2 organisation detail, users list: name, e-mail, role, status, created, last login or Never. */
export function OrganizationMembers({ users }: { users: OrganizationUserRow[] }) {
  const t = useTranslations("OrganizationDetail.users");

  if (users.length === 0) return <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{t("empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {users.map((user) => (
        <li key={user.user_id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:px-5">
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-slate-900">{user.name}</p>
            <p className="text-sm break-all text-slate-600">{user.email}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={user.role === "member" ? "neutral" : "brand"}>{t(`role.${user.role}`)}</Badge>
            <Badge tone={user.status === "active" ? "success" : "neutral"}>
              {t(user.status === "active" ? "status.active" : "status.inactive")}
            </Badge>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 text-xs text-slate-600 sm:w-64">
            <dt className="text-slate-500">{t("created")}</dt>
            <dd>
              <LocalTime value={user.created_at} style="date" />
            </dd>
            <dt className="text-slate-500">{t("lastLogin")}</dt>
            <dd>{user.last_login ? <LocalTime value={user.last_login} style="dateTime" /> : t("never")}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
