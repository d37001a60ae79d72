"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { organizationIdBase } from "@/lib/organizations/id";
import type { DemoRequestDto } from "@/lib/validation/demo-requests";
import { ZCreateOrganization } from "@/lib/validation/organizations";
import { useSuperAdminErrorText } from "../use-super-admin-error";
import { useConvertDemoRequest } from "./use-demo-requests";

type Field = "orgName" | "organization_id" | "adminName" | "adminEmail";
const FIELDS: { name: Field; type: string; autoComplete: string }[] = [
  { name: "orgName", type: "text", autoComplete: "organization" },
  { name: "organization_id", type: "text", autoComplete: "off" },
  { name: "adminName", type: "text", autoComplete: "off" },
  { name: "adminEmail", type: "email", autoComplete: "off" },
];

/**
 * "Convert to customer" (issue 24 §4): the organisation and its admin, prefilled from the request
 * (company → name and id, contact → admin). The id follows the name until it is edited; it becomes
 * the organisation's sign-in address, shown as the admin will receive it.
 */
export function ConvertDialog({ request, onClose }: { request: DemoRequestDto; onClose: () => void }) {
  const t = useTranslations("DemoRequests.convert");
  const errors = useTranslations("Errors");
  const errorText = useSuperAdminErrorText();
  const convert = useConvertDemoRequest();
  const [values, setValues] = useState<Record<Field, string>>({
    orgName: request.company_name,
    organization_id: organizationIdBase(request.company_name),
    adminName: request.full_name,
    adminEmail: request.work_email,
  });
  const [idEdited, setIdEdited] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const id = useId();

  function edit(field: Field, value: string) {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === "orgName" && !idEdited ? { organization_id: organizationIdBase(value) } : {}),
    }));
    if (field === "organization_id") setIdEdited(true);
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit() {
    setFailure(null);
    const parsed = ZCreateOrganization.safeParse({ ...values, demo_request_id: request.request_id });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as Field] ??= errors(issue.message as "invalidInput");
      }
      setFieldErrors(found);
      return;
    }
    convert.mutate(
      { ...parsed.data, demo_request_id: request.request_id },
      {
        onSuccess: () => {
          toast.success(t("created", { name: parsed.data.orgName, email: parsed.data.adminEmail }));
          onClose();
        },
        onError: (error) => setFailure(errorText(error, { fallback: t("failed"), network: t("network") })),
      },
    );
  }

  const signInUrl = `/login?org=${values.organization_id.trim() || "…"}`;
  const hints: Partial<Record<Field, string>> = {
    organization_id: t("idHint", { url: signInUrl }),
    adminEmail: t("welcomeHint", { language: t(request.locale === "en" ? "languageEn" : "languageEs") }),
  };

  return (
    <FormDialog
      title={t("title")}
      description={t("description", { company: request.company_name })}
      onClose={onClose}
      onSubmit={submit}
      initialFocus={firstInput}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={convert.isPending}>
            {convert.isPending && <Spinner />}
            {convert.isPending ? t("submitting") : t("submit")}
          </Button>
        </>
      }
    >
      {FIELDS.map((field, index) => {
        const inputId = `${id}-${field.name}`;
        const described = [
          hints[field.name] && `${inputId}-hint`,
          fieldErrors[field.name] && `${inputId}-error`,
        ]
          .filter(Boolean)
          .join(" ");
        return (
          <div key={field.name}>
            <Label htmlFor={inputId}>{t(`fields.${field.name}`)}</Label>
            <Input
              ref={index === 0 ? firstInput : undefined}
              id={inputId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              spellCheck={field.name === "organization_id" ? false : undefined}
              value={values[field.name]}
              aria-invalid={Boolean(fieldErrors[field.name])}
              aria-describedby={described || undefined}
              onChange={(event) => edit(field.name, event.target.value)}
              className="mt-1"
            />
            {hints[field.name] && (
              <p id={`${inputId}-hint`} className="mt-1 text-sm wrap-anywhere text-slate-600">
                {hints[field.name]}
              </p>
            )}
            {fieldErrors[field.name] && (
              <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                {fieldErrors[field.name]}
              </p>
            )}
          </div>
        );
      })}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
