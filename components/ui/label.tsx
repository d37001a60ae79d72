import type { LabelHTMLAttributes } from "react";
import { LABEL_STYLE } from "@/components/ui/control-styles";
import { cn } from "@/lib/ui/cn";

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn(LABEL_STYLE, className)} {...props} />;
}
