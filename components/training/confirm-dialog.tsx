"use client";

import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/ui/cn";
import { DialogFrame } from "@/components/ui/dialog-frame";

/** Asks before an action with consequences; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Training.common");
  const titleId = useId();
  const descriptionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <DialogFrame
      role="alertdialog"
      titleId={titleId}
      descriptionId={descriptionId}
      onClose={onCancel}
      initialFocus={cancel}
      closeOnBackdrop
      className="sm:max-w-md"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={pending}
          className={cn(destructive && "bg-red-600 text-white hover:bg-red-700")}
        >
          {pending && <Spinner />}
          {confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}
