import "server-only";

/** Longest id derived from a name: readable in a URL, and well inside an e-mail's local part. */
const MAX_ID_LENGTH = 40;
/** What a name with no letters or digits (e.g. "★★★") becomes. */
const FALLBACK_ID = "organizacion";

/**
 * A readable organisation id from its name (DESIGN §4: the id is a slug used in URLs and the public
 * config read): accents dropped, lower case, words joined by "-". "Ferretería López, S.A." →
 * "ferreteria-lopez-s-a".
 */
export function organizationIdBase(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_ID_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || FALLBACK_ID;
}

/**
 * The first free id among `base`, `base-2`, `base-3`… given the ids already taken that start with
 * `base` (the caller reads them with one indexed prefix query).
 */
export function firstFreeOrganizationId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
