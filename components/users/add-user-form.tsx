"use client";

import { UserPlus, UsersRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { useErrorText } from "@/components/training/use-error-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ASSIGNABLE_ROLES, ZNewOrganizationUser, type AssignableRole } from "@/lib/validation/users";
import { ROLE_SELECT_CLASSES } from "./role-select";
import { useAddUser } from "./use-organization-users";

const EMPTY = { name: "", email: "", role: "member" as AssignableRole };
type Field = "name" | "email" | "role";

/**
 * Spec §5 add-user form: name required, a valid e-mail, role Member or Administrator. Beside its
 * button, the way to invite several people at once (issue 24 §3).
 */
export function AddUserForm({ onInviteMany }: { onInviteMany: () => void }) {
  const t = useTranslations("UserManagement");
  const errors = useTranslations("Errors");
  const errorText = useErrorText();
  const addUser = useAddUser();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { name: useId(), email: useId(), role: useId() };

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZNewOrganizationUser.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as Field] ??= errors(issue.message as "invalidInput");
      setFieldErrors(found);
      return;
    }
    addUser.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t("created"));
        setValues(EMPTY);
      },
      onError: (error) =>
        setFailure(errorText(error, { fallback: errors("internal"), connection: errors("internal") })),
    });
  };

  const fieldError = (field: Field) =>
    fieldErrors[field] && (
      <p id={`${ids[field]}-error`} className="mt-1 text-sm text-red-700">
        {fieldErrors[field]}
      </p>
    );
  const described = (field: Field) => (fieldErrors[field] ? `${ids[field]}-error` : undefined);

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${ids.name}-title`} className="space-y-3">
      <h3 id={`${ids.name}-title`} className="text-sm font-semibold text-slate-900">
        {t("addTitle")}
      </h3>
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto]">
        <div>
          <Label htmlFor={ids.name}>{t("name")}</Label>
          <Input
            id={ids.name}
            value={values.name}
            autoComplete="off"
            aria-invalid={Boolean(fieldErrors.name)}
            aria-describedby={described("name")}
            onChange={(event) => edit("name", event.target.value)}
            className="mt-1"
          />
          {fieldError("name")}
        </div>
        <div>
          <Label htmlFor={ids.email}>{t("email")}</Label>
          <Input
            id={ids.email}
            type="email"
            value={values.email}
            autoComplete="off"
            aria-invalid={Boolean(fieldErrors.email)}
            aria-describedby={described("email")}
            onChange={(event) => edit("email", event.target.value)}
            className="mt-1"
          />
          {fieldError("email")}
        </div>
        <div>
          <Label htmlFor={ids.role}>{t("role")}</Label>
          <select
            id={ids.role}
            value={values.role}
            onChange={(event) => edit("role", event.target.value)}
            className={ROLE_SELECT_CLASSES}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {role === "admin" ? t("roleAdmin") : t("roleMember")}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={addUser.isPending}>
          {addUser.isPending ? <Spinner /> : <UserPlus aria-hidden="true" className="size-4" />}
          {addUser.isPending ? t("adding") : t("add")}
        </Button>
        <Button variant="secondary" onClick={onInviteMany}>
          <UsersRound aria-hidden="true" className="size-4" />
          {t("bulk.open")}
        </Button>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
