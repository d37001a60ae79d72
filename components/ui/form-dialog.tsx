"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type FormEvent, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { cn } from "@/lib/ui/cn";

/**
 * A modal form: a title with a close button, a body that scrolls on a small screen, and a footer of
 * actions that stays in view. Escape and the close button call `onClose`; a stray click on the
 * backdrop does not (it would throw away what was typed).
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  footer,
  initialFocus,
  className,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  footer: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const common = useTranslations("Training.common");
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame
      titleId={titleId}
      descriptionId={description ? descriptionId : undefined}
      onClose={onClose}
      initialFocus={initialFocus}
      className={cn("sm:max-w-lg", className)}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 shrink-0"
            aria-label={common("close")}
            onClick={onClose}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          {footer}
        </div>
      </form>
    </DialogFrame>
  );
}
