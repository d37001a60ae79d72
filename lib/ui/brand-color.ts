import type { CSSProperties } from "react";

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#111827"; // slate-900-like ink
const BLACK_TEXT = "#000000";
/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

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
 * Text colour for content on a brand-coloured surface that meets WCAG AA (4.5:1) on any colour an
 * organisation chooses (white on the default orange is only 2.8:1). The better of white and black is
 * always at least 4.58:1; when that is black, the softer dark ink is used instead if it passes too.
 */
export function readableTextOn(color: string): string {
  if (contrastRatio(color, LIGHT_TEXT) >= contrastRatio(color, BLACK_TEXT)) return LIGHT_TEXT;
  return contrastRatio(color, DARK_TEXT) >= AA_CONTRAST ? DARK_TEXT : BLACK_TEXT;
}

/** Spec §9's hover colour: 80% of each RGB channel (what globals.css's color-mix with black gives). */
export function hoverColorOf(color: string): string {
  const digits = color.length === 4 ? [...color.slice(1)].map((d) => d + d) : color.slice(1).match(/../g)!;
  const channels = digits.map((pair) => Math.round(parseInt(pair, 16) * 0.8));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Inline style that re-themes a subtree with an organisation's colour. Hover and focus shades are
 * derived from --color-brand in globals.css, so only the base colour and the text colours on it and on
 * its hover shade are set here. Invalid values are ignored (the default orange stays).
 */
export function brandStyle(color: string | null | undefined): CSSProperties | undefined {
  if (!color || !HEX_COLOR.test(color)) return undefined;
  return {
    "--color-brand": color,
    "--color-brand-foreground": readableTextOn(color),
    "--color-brand-hover-foreground": readableTextOn(hoverColorOf(color)),
  } as CSSProperties;
}
