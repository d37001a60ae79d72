"use client";

import { Pencil, Trash2, UserCheck, UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import type { OrganizationUserRow } from "@/lib/validation/users";

export type UserAction = {
  kind: "edit" | "delete" | "deactivate" | "reactivate";
  user: OrganizationUserRow;
};

/**
 * Name, e-mail, role, status and last access per user, with an edit button (name and role), and a
 * status toggle and a delete button that are disabled on the admin's own row (spec §5).
 */
export function UsersTable({
  users,
  ownEmail,
  onAction,
}: {
  users: OrganizationUserRow[];
  ownEmail: string;
  onAction: (action: UserAction) => void;
}) {
  const t = useTranslations("UserManagement");
  const roleLabel = { member: t("roleMember"), admin: t("roleAdmin"), superadmin: t("roleSuperadmin") };
  return (
    // On a phone the rows stack as cards (below md), so no control sits beyond a horizontal scroll.
    <div className="-mx-4 overflow-x-auto sm:mx-0" role="region" aria-label={t("title")} tabIndex={0}>
      <table className="w-full text-left text-sm max-md:block md:min-w-[40rem]">
        <thead className="text-xs text-slate-500 uppercase max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("columnName")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("columnEmail")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("columnRole")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("columnStatus")}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t("columnLastLogin")}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t("columnActions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block">
          {users.map((user) => {
            const own = user.email === ownEmail;
            const active = user.status === "active";
            return (
              <tr key={user.user_id} data-email={user.email} className="max-md:block max-md:py-2">
                <td className="px-4 py-3 font-medium text-slate-900 max-md:block max-md:py-1">{user.name}</td>
                <td className="px-4 py-3 break-all text-slate-700 max-md:block max-md:py-1">{user.email}</td>
                <td className="px-4 py-3 text-slate-700 max-md:block max-md:py-1">{roleLabel[user.role]}</td>
                <td className="px-4 py-3 max-md:block max-md:py-1">
                  <Badge tone={active ? "success" : "neutral"}>
                    {active ? t("statusActive") : t("statusInactive")}
                  </Badge>
                </td>
                <td className="px-4 py-3 text-slate-700 tabular-nums max-md:block max-md:py-1">
                  {user.last_login ? <LocalTime value={user.last_login} style="shortDateTime" /> : t("never")}
                </td>
                <td className="px-4 py-3 max-md:block max-md:py-1">
                  <div className="flex justify-end gap-1 max-md:justify-start">
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={user.role === "superadmin"}
                      title={t("editLabel", { email: user.email })}
                      aria-label={t("editLabel", { email: user.email })}
                      onClick={() => onAction({ kind: "edit", user })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={own || user.role === "superadmin"}
                      onClick={() => onAction({ kind: active ? "deactivate" : "reactivate", user })}
                    >
                      {active ? (
                        <UserX aria-hidden="true" className="size-4" />
                      ) : (
                        <UserCheck aria-hidden="true" className="size-4" />
                      )}
                      {active ? t("deactivate") : t("reactivate")}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={own || user.role === "superadmin"}
                      title={own ? t("ownAccount") : t("deleteLabel", { email: user.email })}
                      aria-label={t("deleteLabel", { email: user.email })}
                      onClick={() => onAction({ kind: "delete", user })}
                      className="text-red-600 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
