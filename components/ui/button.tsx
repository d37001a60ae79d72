import type { ComponentProps } from "react";
import { buttonStyle, type ButtonSize, type ButtonVariant } from "@/components/ui/control-styles";
import { cn } from "@/lib/ui/cn";

export type { ButtonSize, ButtonVariant };

/** Classes of a button, also used to style links that act as buttons; `className` overrides. */
export function buttonClasses({
  variant,
  size,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(buttonStyle({ variant, size }), className);
}

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
