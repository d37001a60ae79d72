import type { CSSProperties } from "react";

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#111827"; // slate-900-like ink

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : hex.slice(1).match(/../g)!;
  const [r, g, b] = digits.map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text colour for content on a brand-coloured surface: white or dark ink, whichever contrasts more.
 * Organisations choose any colour, and white on the default orange is only 2.8:1 (WCAG AA needs 4.5).
 */
export function readableTextOn(color: string): string {
  return contrastRatio(color, LIGHT_TEXT) >= contrastRatio(color, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * Inline style that re-themes a subtree with an organisation's colour. Hover and focus shades are
 * derived from --color-brand in globals.css, so only the base colour and its text colour are set here.
 * Invalid values are ignored (the default orange stays).
 */
export function brandStyle(color: string | null | undefined): CSSProperties | undefined {
  if (!color || !HEX_COLOR.test(color)) return undefined;
  return { "--color-brand": color, "--color-brand-foreground": readableTextOn(color) } as CSSProperties;
}
