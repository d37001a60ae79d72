"use client";

import { Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { SettingsCard } from "@/components/configuration/settings-card";
import { ConfirmDialog } from "@/components/training/confirm-dialog";
import { PanelError, PanelSkeleton } from "@/components/training/panel-states";
import { useErrorText } from "@/components/training/use-error-text";
import { AddUserForm } from "./add-user-form";
import { BulkInviteDialog } from "./bulk-invite-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { useDeleteUser, useOrganizationUsers, useSetUserStatus } from "./use-organization-users";
import { UsersTable, type UserAction } from "./users-table";

/** The configuration screen's user management (spec §2), for role admin only (the page decides). */
export function UsersCard({ ownEmail }: { ownEmail: string }) {
  const t = useTranslations("UserManagement");
  const errors = useTranslations("Errors");
  const errorText = useErrorText();
  const users = useOrganizationUsers();
  const deleteUser = useDeleteUser();
  const setStatus = useSetUserStatus();
  const [pending, setPending] = useState<UserAction | null>(null);
  const [invitingMany, setInvitingMany] = useState(false);

  const confirm = () => {
    if (!pending || pending.kind === "edit") return;
    const { kind, user } = pending;
    const done = {
      onSuccess: () =>
        toast.success(
          t(kind === "delete" ? "deleted" : kind === "deactivate" ? "deactivated" : "reactivated"),
        ),
      onError: (error: unknown) =>
        toast.error(errorText(error, { fallback: errors("internal"), connection: errors("internal") })),
      onSettled: () => setPending(null),
    };
    if (kind === "delete") deleteUser.mutate(user.email, done);
    else setStatus.mutate({ email: user.email, status: kind === "deactivate" ? "inactive" : "active" }, done);
  };

  const dialog =
    pending &&
    pending.kind !== "edit" &&
    {
      delete: {
        title: t("deleteTitle"),
        description: t("deleteConfirm", { email: pending.user.email }),
        label: t("delete"),
      },
      deactivate: {
        title: t("deactivateTitle", { email: pending.user.email }),
        description: t("deactivateBody"),
        label: t("deactivate"),
      },
      reactivate: {
        title: t("reactivateTitle", { email: pending.user.email }),
        description: t("reactivateBody"),
        label: t("reactivate"),
      },
    }[pending.kind];

  return (
    <SettingsCard id="config-users" title={t("title")} description={t("description")} icon={Users}>
      <AddUserForm onInviteMany={() => setInvitingMany(true)} />
      {users.isPending ? (
        <PanelSkeleton label={t("loading")} />
      ) : users.isError ? (
        <PanelError message={t("loadError")} onRetry={() => void users.refetch()} />
      ) : (
        <UsersTable users={users.data} ownEmail={ownEmail} onAction={setPending} />
      )}
      {pending?.kind === "edit" && (
        <EditUserDialog
          user={pending.user}
          own={pending.user.email === ownEmail}
          onClose={() => setPending(null)}
        />
      )}
      {invitingMany && <BulkInviteDialog onClose={() => setInvitingMany(false)} />}
      {pending && dialog && (
        <ConfirmDialog
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.label}
          destructive={pending.kind !== "reactivate"}
          pending={deleteUser.isPending || setStatus.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </SettingsCard>
  );
}
