import { cn } from "@/lib/ui/cn";

/** The product mark: used where an organisation has no logo of its own. Decorative. */
export function AppMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand text-brand-foreground shadow-sm",
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
      </svg>
    </span>
  );
}

/** Mark + product name, for public screens. */
export function AppLogo({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2.5 text-lg font-semibold tracking-tight text-slate-900",
        className,
      )}
    >
      <AppMark />
      {name}
    </span>
  );
}
