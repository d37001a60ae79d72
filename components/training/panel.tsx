import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

/** One panel of the training screen: a titled card with an optional action in its header. */
export function TrainingPanel({
  id,
  title,
  icon: Icon,
  meta,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  /** Short summary next to the title, e.g. the count of items. */
  meta?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm",
        className,
      )}
    >
      <header className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-hover">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-base font-semibold text-balance text-slate-900">
            {title}
          </h2>
          {meta && <p className="text-xs text-slate-500">{meta}</p>}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
