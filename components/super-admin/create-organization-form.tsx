"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ZCreateOrganization, type CreateOrganizationInput } from "@/lib/validation/organizations";
import { useSuperAdminErrorText } from "./use-super-admin-error";

const EMPTY: CreateOrganizationInput = { orgName: "", adminEmail: "", adminName: "" };
const FIELDS = [
  { name: "orgName", type: "text", autoComplete: "organization" },
  { name: "adminEmail", type: "email", autoComplete: "off" },
  { name: "adminName", type: "text", autoComplete: "off" },
] as const;

/**
 * Spec §2/§5 "Create organisation": three fields, each required after trimming ("All fields are
 * required"); on success the caller closes the form, which clears it (it is unmounted).
 */
export function CreateOrganizationForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  onSubmit: (input: CreateOrganizationInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useTranslations("Organizations");
  const errors = useTranslations("Errors");
  const errorText = useSuperAdminErrorText();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = ZCreateOrganization.safeParse(values);
    if (!input.success) {
      setError(errors(input.error.issues[0]?.message ?? "allFieldsRequired"));
      return;
    }
    setError(null);
    try {
      await onSubmit(input.data);
    } catch (failure) {
      setError(
        errorText(failure, { fallback: t("errors.createFailed"), network: t("errors.createNetwork") }),
      );
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {t("form.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("form.hint")}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          {FIELDS.map((field) => (
            <div key={field.name} className="space-y-1.5">
              <Label htmlFor={`${id}-${field.name}`}>{t(`form.${field.name}`)}</Label>
              <Input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                aria-invalid={error !== null && !values[field.name].trim()}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
              />
            </div>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner />}
            {pending ? t("form.creating") : t("form.create")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
