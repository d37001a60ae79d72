/**
 * Organisation ids (DESIGN §4: a readable slug used in URLs, the branded sign-in `/login?org=…` and the
 * public config read). Pure, so the conversion dialog proposes the same id the server derives.
 */

/** Longest id: readable in a URL, and well inside an e-mail's local part. */
export const ORGANIZATION_ID_MAX = 40;
/** Lower-case letters without accents and digits, in words joined by single hyphens. */
export const ORGANIZATION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What a name with no letters or digits (e.g. "★★★") becomes. */
const FALLBACK_ID = "organizacion";

/**
 * A readable organisation id from its name: accents dropped, lower case, words joined by "-".
 * "Ferretería López, S.A." → "ferreteria-lopez-s-a".
 */
export function organizationIdBase(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, ORGANIZATION_ID_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || FALLBACK_ID;
}
