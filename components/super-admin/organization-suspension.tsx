"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/training/confirm-dialog";
import { Textarea } from "@/components/training/textarea";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { SUSPENSION_REASON_MAX, ZSuspendOrganization } from "@/lib/validation/organizations";
import { useSuperAdminErrorText } from "./use-super-admin-error";

type Mutation<T> = { mutateAsync: (value: T) => Promise<unknown>; isPending: boolean };

/**
 * Suspend (with a confirmation and a reason) or reactivate an organisation. Beyond the spec: while
 * suspended its users cannot sign in or use the API; its data is kept.
 */
export function OrganizationSuspension({
  name,
  suspended,
  suspend,
  reactivate,
}: {
  name: string;
  suspended: boolean;
  suspend: Mutation<string>;
  reactivate: Mutation<void>;
}) {
  const t = useTranslations("OrganizationDetail.suspension");
  const errors = useTranslations("Errors");
  const errorText = useSuperAdminErrorText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const fail = (failure: unknown) => errorText(failure, { fallback: t("failed"), network: t("network") });

  function close() {
    setOpen(false);
    setReason("");
    setError(null);
  }

  async function confirmSuspension() {
    const input = ZSuspendOrganization.safeParse({ reason });
    if (!input.success) return setError(errors(input.error.issues[0]?.message ?? "suspensionReasonRequired"));
    try {
      await suspend.mutateAsync(input.data.reason);
      close();
      toast.success(t("suspended", { name }));
    } catch (failure) {
      setError(fail(failure));
    }
  }

  async function confirmReactivation() {
    try {
      await reactivate.mutateAsync();
      toast.success(t("reactivated", { name }));
    } catch (failure) {
      toast.error(fail(failure));
    }
    setOpen(false);
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {suspended ? t("reactivate") : t("suspend")}
      </Button>
      {open && suspended && (
        <ConfirmDialog
          title={t("reactivateTitle", { name })}
          description={t("reactivateDescription")}
          confirmLabel={t("reactivate")}
          pending={reactivate.isPending}
          onConfirm={confirmReactivation}
          onCancel={close}
        />
      )}
      {open && !suspended && (
        <DialogFrame
          role="alertdialog"
          titleId={`${id}-title`}
          descriptionId={`${id}-description`}
          onClose={close}
          className="sm:max-w-md"
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirmSuspension();
            }}
            noValidate
          >
            <div className="space-y-3 p-6">
              <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
                {t("suspendTitle", { name })}
              </h2>
              <p id={`${id}-description`} className="text-sm text-slate-600">
                {t("suspendDescription")}
              </p>
              <Label htmlFor={`${id}-reason`}>{t("reason")}</Label>
              <Textarea
                id={`${id}-reason`}
                rows={3}
                autoFocus
                maxLength={SUSPENSION_REASON_MAX}
                value={reason}
                aria-invalid={error !== null}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                {t("cancel")}
              </Button>
              <Button
                type="submit"
                disabled={suspend.isPending}
                className="bg-red-600 text-white hover:bg-red-700"
              >
                {suspend.isPending && <Spinner />}
                {t("suspend")}
              </Button>
            </div>
          </form>
        </DialogFrame>
      )}
    </>
  );
}
