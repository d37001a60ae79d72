"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useErrorText } from "@/components/training/use-error-text";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import {
  ASSIGNABLE_ROLES,
  ZPersonName,
  type AssignableRole,
  type OrganizationUserRow,
} from "@/lib/validation/users";
import { useUpdateUser } from "./use-organization-users";
import { ROLE_SELECT_CLASSES } from "./role-select";

/**
 * Corrects a person's name and changes their role (issue 24 §3). The name follows the add form's
 * rules; the role of one's own account cannot be changed (the server refuses it too), and a refused
 * demotion (last active admin, an admin senior to the caller) is explained in the dialog.
 */
export function EditUserDialog({
  user,
  own,
  onClose,
}: {
  user: OrganizationUserRow;
  own: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("UserManagement");
  const errors = useTranslations("Errors");
  const errorText = useErrorText();
  const update = useUpdateUser();
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<AssignableRole>(user.role === "admin" ? "admin" : "member");
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), role: useId(), failure: useId() };

  function submit() {
    setFailure(null);
    const parsed = ZPersonName.safeParse(name);
    if (!parsed.success) {
      setNameError(errors(parsed.error.issues[0].message as "userNameInvalid"));
      nameInput.current?.focus();
      return;
    }
    update.mutate(
      { email: user.email, name: parsed.data, role },
      {
        onSuccess: () => {
          toast.success(t("updated"));
          onClose();
        },
        onError: (error) =>
          setFailure(errorText(error, { fallback: errors("internal"), connection: errors("internal") })),
      },
    );
  }

  return (
    <FormDialog
      title={t("editTitle")}
      description={user.email}
      onClose={onClose}
      onSubmit={submit}
      initialFocus={nameInput}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Spinner />}
            {update.isPending ? t("saving") : t("save")}
          </Button>
        </>
      }
    >
      <div>
        <Label htmlFor={ids.name}>{t("name")}</Label>
        <Input
          ref={nameInput}
          id={ids.name}
          value={name}
          autoComplete="off"
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? `${ids.name}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          className="mt-1"
        />
        {nameError && (
          <p id={`${ids.name}-error`} className="mt-1 text-sm text-red-700">
            {nameError}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor={ids.role}>{t("role")}</Label>
        <select
          id={ids.role}
          value={role}
          disabled={own}
          aria-describedby={`${ids.role}-hint`}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
          className={ROLE_SELECT_CLASSES}
        >
          {ASSIGNABLE_ROLES.map((option) => (
            <option key={option} value={option}>
              {option === "admin" ? t("roleAdmin") : t("roleMember")}
            </option>
          ))}
        </select>
        <p id={`${ids.role}-hint`} className="mt-1 text-sm text-slate-600">
          {own ? t("ownRoleHint") : t("roleHint")}
        </p>
      </div>
      {failure && (
        <p id={ids.failure} role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
