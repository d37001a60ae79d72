import type { ReactNode } from "react";

/**
 * Six technology marks drawn here as simple, original SVG (no remote images, no trademarks copied):
 * a geometric hint of each tool next to its name.
 */
const MARKS: Record<string, ReactNode> = {
  nextjs: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M8.5 16V8l7.5 10M15.5 8v5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </>
  ),
  postgresql: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </>
  ),
  openai: (
    <path
      d="M12 3l7.8 4.5v9L12 21l-7.8-4.5v-9L12 3zm0 5l-3.5 2v4L12 16l3.5-2v-4L12 8z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  ),
  prisma: (
    <path
      d="M13 2.5L20 19l-9.5 2.5L4 15.5 13 2.5zm0 0L10.5 21.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  ),
  typescript: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" />
      <path
        d="M7 11h6M10 11v7M18 11.5c-.4-.6-1-.9-1.8-.9-1 0-1.7.6-1.7 1.4 0 2 3.6 1.3 3.6 3.6 0 .9-.8 1.6-2 1.6-.9 0-1.6-.4-2-1"
        fill="none"
        stroke="#fff"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </>
  ),
  tailwind: (
    <path
      d="M7 10c1-3 3-4.5 6-4.5 4.5 0 4.5 3.4 7 3.9-1 3-3 4.5-6 4.5C9.5 13.9 9.5 10.5 7 10zm-3 6c1-3 3-4.5 6-4.5 4.5 0 4.5 3.4 7 3.9-1 3-3 4.5-6 4.5-4.5 0-4.5-3.4-7-3.9z"
      fill="currentColor"
    />
  ),
};

export type TechName = keyof typeof MARKS;
export const TECH_NAMES = Object.keys(MARKS) as TechName[];

export function TechLogo({ name, label }: { name: TechName; label: string }) {
  return (
    <li className="flex items-center gap-2.5 text-slate-600">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7 shrink-0 text-slate-700">
        {MARKS[name]}
      </svg>
      <span className="text-sm font-medium">{label}</span>
    </li>
  );
}
