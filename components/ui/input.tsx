import type { ComponentProps } from "react";
import { INPUT_FRAME, INPUT_TEXT_SIZE } from "@/components/ui/control-styles";
import { cn } from "@/lib/ui/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(INPUT_FRAME, INPUT_TEXT_SIZE, className)} {...props} />;
}
