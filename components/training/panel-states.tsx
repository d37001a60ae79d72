import { AlertTriangle, RotateCw, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Placeholder rows while a list loads; announced once through the visually hidden label. */
export function PanelSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3 p-4 sm:p-5">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex animate-pulse items-center gap-3">
          <div className="size-5 rounded bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-2/3 rounded bg-slate-200" />
            <div className="h-2.5 w-1/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("Training.common");
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <AlertTriangle aria-hidden="true" className="size-6 text-red-500" />
      <p className="text-sm text-slate-700">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t("retry")}
      </Button>
    </div>
  );
}

export function PanelEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand-hover">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-3 text-sm font-medium text-slate-900">{title}</p>
      <div className="mt-1 max-w-sm text-sm text-slate-600">{children}</div>
    </div>
  );
}

type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * What a panel shows instead of its list: placeholder rows while it loads, the failure with a retry,
 * or `empty` when it has no rows; null once there are rows to show.
 */
export function listPlaceholder(
  query: ListQuery,
  isEmpty: boolean,
  { loading, failure, empty }: { loading: string; failure: (error: unknown) => string; empty: ReactNode },
): ReactNode {
  if (query.isPending) return <PanelSkeleton label={loading} />;
  if (query.isError)
    return <PanelError message={failure(query.error)} onRetry={() => void query.refetch()} />;
  return isEmpty ? empty : null;
}
