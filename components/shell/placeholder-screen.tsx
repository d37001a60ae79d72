import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** A screen whose content arrives in a later release: its title and a friendly empty state. */
export function PlaceholderScreen({
  title,
  message,
  children,
}: {
  title: string;
  message?: string;
  children?: ReactNode;
}) {
  const t = useTranslations("Shell");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8">
      {children}
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <p className="mt-4 max-w-sm text-sm text-slate-600">{message ?? t("comingSoon")}</p>
      </div>
    </div>
  );
}
