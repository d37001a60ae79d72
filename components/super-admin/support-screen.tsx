"use client";

import { Eye, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Textarea } from "@/components/training/textarea";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api/client";
import { IMPERSONATION_MINUTES, IMPERSONATION_REASON_MAX } from "@/lib/auth/impersonation";
import { ZStartImpersonation } from "@/lib/validation/impersonation";
import { useOrganizationDetail, useOrganizationList } from "./use-organizations";
import { useSuperAdminErrorText } from "./use-super-admin-error";

const SELECT_CLASSES =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm focus-visible:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring disabled:cursor-not-allowed disabled:bg-slate-100";

/**
 * Support: choose an organisation, one of its users and a reason, then "Ver como". The session that
 * follows is read-only and lasts at most an hour; its start and end go into the audit trail.
 */
export function SupportScreen() {
  const t = useTranslations("Support");
  const errors = useTranslations("Errors");
  const errorText = useSuperAdminErrorText();
  const id = useId();
  const organizations = useOrganizationList();
  const [organizationId, setOrganizationId] = useState("");
  const [userId, setUserId] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  async function start(event: FormEvent) {
    event.preventDefault();
    const input = ZStartImpersonation.safeParse({ userId, reason });
    if (!input.success) return setError(errors(input.error.issues[0]?.message ?? "invalidInput"));
    setError(null);
    setStarting(true);
    try {
      const { redirect } = await apiRequest<{ redirect: string }>("/api/impersonation", {
        method: "POST",
        json: input.data,
      });
      // A full load: every cached answer of the superadmin's own session is dropped.
      window.location.assign(redirect);
    } catch (failure) {
      setStarting(false);
      setError(errorText(failure, { fallback: t("startFailed"), network: t("startNetwork") }));
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("subtitle")}</p>
      <Card className="mt-6 p-4 sm:p-6">
        <form onSubmit={start} noValidate className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-organization`}>{t("organization")}</Label>
            <select
              id={`${id}-organization`}
              className={SELECT_CLASSES}
              value={organizationId}
              disabled={organizations.isPending}
              onChange={(event) => {
                setOrganizationId(event.target.value);
                setUserId("");
              }}
            >
              <option value="">
                {organizations.isPending ? t("loadingOrganizations") : t("chooseOrganization")}
              </option>
              {organizations.data?.map((organization) => (
                <option
                  key={organization.id}
                  value={organization.id}
                  disabled={organization.status === "suspended"}
                >
                  {organization.status === "suspended"
                    ? t("suspendedOption", { name: organization.name })
                    : organization.name}
                </option>
              ))}
            </select>
            {organizations.isError && (
              <p role="alert" className="text-sm text-red-700">
                {errorText(organizations.error, {
                  fallback: t("organizationsFailed"),
                  network: t("startNetwork"),
                })}
              </p>
            )}
          </div>
          {organizationId && (
            <UserPicker organizationId={organizationId} value={userId} onChange={setUserId} />
          )}
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-reason`}>{t("reason")}</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={IMPERSONATION_REASON_MAX}
              value={reason}
              placeholder={t("reasonPlaceholder")}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            {t("rules", { minutes: IMPERSONATION_MINUTES })}
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={starting}>
              {starting ? <Spinner /> : <Eye aria-hidden="true" className="size-4" />}
              {t("viewAs")}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

function UserPicker({
  organizationId,
  value,
  onChange,
}: {
  organizationId: string;
  value: string;
  onChange: (userId: string) => void;
}) {
  const t = useTranslations("Support");
  const id = useId();
  const detail = useOrganizationDetail(organizationId);
  const users = (detail.data?.users ?? []).filter(
    (user) => user.role !== "superadmin" && user.status === "active",
  );
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("user")}</Label>
      <select
        id={id}
        className={SELECT_CLASSES}
        value={value}
        disabled={detail.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {detail.isPending ? t("loadingUsers") : users.length ? t("chooseUser") : t("noUsers")}
        </option>
        {users.map((user) => (
          <option key={user.user_id} value={user.user_id}>
            {t("userOption", { name: user.name, email: user.email, role: user.role })}
          </option>
        ))}
      </select>
      {detail.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t("usersFailed")}
        </p>
      )}
    </div>
  );
}
