/**
 * The classes of the UI primitives as plain strings, without tailwind-merge (8 kB gzip): the
 * primitives (Button, Input, Label) merge a caller's overrides into them, while the public pages'
 * client components (the sign-in form) compose them with non-conflicting extras only, so their first
 * load stays light (DESIGN §13).
 */
export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring focus-visible:ring-offset-2 " +
  "disabled:pointer-events-none disabled:opacity-50";

const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand text-brand-foreground shadow-sm hover:bg-brand-hover hover:text-brand-hover-foreground",
  secondary: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
};

const BUTTON_SIZES: Record<ButtonSize, string> = {
  sm: "h-8 gap-1.5 px-3 text-sm",
  md: "h-10 gap-2 px-4 text-sm",
  lg: "h-11 gap-2 px-5 text-base",
  icon: "size-10",
};

export function buttonStyle({
  variant = "primary",
  size = "md",
}: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;
}

/** A text input's frame, colours and states; its text size is `INPUT_TEXT_SIZE`, kept apart to be replaceable. */
export const INPUT_FRAME =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 shadow-sm " +
  "placeholder:text-slate-400 focus-visible:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-ring " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500";
export const INPUT_TEXT_SIZE = "text-base sm:text-sm";

export const LABEL_STYLE = "block text-sm font-medium text-slate-700";
