import { useTranslations } from "next-intl";
import { cn } from "@/lib/ui/cn";
import { counterState, type CounterState } from "@/lib/validation/knowledge";

const COLORS: Record<CounterState, string> = {
  ok: "text-slate-500",
  warning: "text-amber-700",
  error: "text-red-600",
};

/** "{count}/{max}", yellow above 90% of the limit and red above it (spec §5, §9). */
export function CharacterCounter({ id, count, max }: { id?: string; count: number; max: number }) {
  const t = useTranslations("Training.common");
  const state = counterState(count, max);
  return (
    <span
      id={id}
      data-state={state}
      className={cn("text-xs tabular-nums", state !== "ok" && "font-medium", COLORS[state])}
    >
      {t("counter", { count, max })}
    </span>
  );
}
