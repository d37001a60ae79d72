/**
 * Looks of knowledge-block HTML, shared by the editor and the expanded block so both read the same
 * (the project has no typography plugin). Only the elements the toolbar produces are styled.
 */
export const RICH_TEXT_CLASSES = [
  "text-sm leading-relaxed text-slate-800 break-words",
  "[&_h1]:mt-3 [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-semibold [&_h1]:text-slate-900",
  "[&_h2]:mt-3 [&_h2]:mb-1.5 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_h3]:mt-2.5 [&_h3]:mb-1 [&_h3]:text-sm [&_h3]:font-semibold [&_h3]:text-slate-700",
  "[&_p]:my-1.5 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li>p]:my-0.5 [&_a]:font-medium [&_a]:text-brand-hover [&_a]:underline [&_a]:underline-offset-2",
  "[&>:first-child]:mt-0 [&>:last-child]:mb-0",
].join(" ");

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/** The links the server keeps (server/ingest/sanitize-html.ts): absolute http(s) and mailto only. */
export function isAllowedLink(href: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}

/** What people type in a link box: "empresa.mx" → https://empresa.mx, "ana@empresa.mx" → mailto:. */
export function normalizeLink(input: string): string {
  const value = input.trim();
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  return `https://${value.replace(/^\/+/, "")}`;
}
