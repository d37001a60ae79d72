import type { CSSProperties } from "react";

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Inline style that re-themes a subtree with an organisation's colour. Hover and focus shades are
 * derived from --color-brand in globals.css, so only the base colour is set here. Invalid values are
 * ignored (the default orange stays).
 */
export function brandStyle(color: string | null | undefined): CSSProperties | undefined {
  if (!color || !HEX_COLOR.test(color)) return undefined;
  return { "--color-brand": color } as CSSProperties;
}
