import type { ComponentProps } from "react";
import { cn } from "@/lib/ui/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm",
        "placeholder:text-slate-400 focus-visible:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring",
        "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
        "aria-invalid:border-red-500",
        className,
      )}
      {...props}
    />
  );
}
