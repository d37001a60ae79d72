import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "@/lib/ui/cn";
import type { Flash } from "./use-flash";

/** The 3-second result of a save, announced to screen readers. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  const Icon = flash?.tone === "error" ? XCircle : CheckCircle2;
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn(
        "flex min-h-5 items-center gap-1.5 text-sm",
        flash?.tone === "error" ? "text-red-700" : "text-emerald-700",
      )}
    >
      {flash && <Icon aria-hidden="true" className="size-4 shrink-0" />}
      {flash?.text}
    </p>
  );
}
