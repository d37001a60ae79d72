import "server-only";

/**
 * The first free id among `base`, `base-2`, `base-3`… given the ids already taken that start with
 * `base` (the caller reads them with one indexed prefix query; `base` comes from organizationIdBase of
 * lib/organizations/id.ts).
 */
export function firstFreeOrganizationId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
