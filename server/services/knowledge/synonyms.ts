import "server-only";
import {
  normalizeSynonym,
  SYNONYM_EQUIVALENTS_MAX,
  SYNONYMS_MAX,
  ZSynonymRequest,
  type SynonymDto,
  type SynonymRequest,
} from "@/lib/validation/synonyms";
import { getDb, type Synonym } from "@/server/db";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/validation";
import { recordAuditEvent, SYSTEM_ACTOR, type AuditActor } from "@/server/services/audit";
import { notFoundAs } from "@/server/services/not-found";
import { ensureBelowOrganizationLimit } from "@/server/services/organization-limit";

/**
 * Synonyms an organisation's admins define (issue 21): the words its employees use for what its
 * documents call otherwise («lana = dinero, sueldo»). Retrieval reads them through
 * `organizationSynonyms`; a write changes the organisation's content generation (database trigger), so
 * cached search results never outlive a change.
 */

function toDto(synonym: Synonym): SynonymDto {
  return {
    id: synonym.id,
    term: synonym.term,
    equivalents: synonym.equivalents,
    created_at: synonym.createdAt.toISOString(),
  };
}

/** Alphabetical by word, all of them (at most SYNONYMS_MAX). */
export async function listSynonyms(organizationId: string): Promise<SynonymDto[]> {
  const db = await getDb();
  const synonyms = await db.synonym.findMany({
    where: { organizationId },
    orderBy: [{ normalizedTerm: "asc" }],
    take: SYNONYMS_MAX,
  });
  return synonyms.map(toDto);
}

/**
 * Adds a word's equivalents; a word already defined gets the new ones added to its own (up to
 * SYNONYM_EQUIVALENTS_MAX in all).
 */
export async function saveSynonym(
  organizationId: string,
  input: SynonymRequest,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<SynonymDto> {
  const { term, equivalents } = parseInput(ZSynonymRequest, input);
  const normalizedTerm = normalizeSynonym(term);
  const db = await getDb();
  const saved = await db.$transaction(async (tx) => {
    const existing = await tx.synonym.findUnique({
      where: { organizationId_normalizedTerm: { organizationId, normalizedTerm } },
    });
    if (!existing)
      await ensureBelowOrganizationLimit(tx, {
        scope: `synonyms:${organizationId}`,
        limit: SYNONYMS_MAX,
        count: () => tx.synonym.count({ where: { organizationId } }),
        message: "synonymLimitReached",
      });
    const merged = uniqueWords([...(existing?.equivalents ?? []), ...equivalents]);
    if (merged.length > SYNONYM_EQUIVALENTS_MAX) throw new AppError("CONFLICT", "synonymTooManyEquivalents");
    const synonym = existing
      ? await tx.synonym.update({ where: { id: existing.id }, data: { term, equivalents: merged } })
      : await tx.synonym.create({ data: { organizationId, term, normalizedTerm, equivalents: merged } });
    await recordAuditEvent(tx, {
      ...actor,
      action: existing ? "synonym.updated" : "synonym.created",
      organizationId,
      target: { type: "synonym", id: synonym.id },
      metadata: { term: synonym.term, equivalents: synonym.equivalents },
    });
    return synonym;
  });
  return toDto(saved);
}

export async function deleteSynonym(
  organizationId: string,
  id: string,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const synonym = await tx.synonym
      .delete({ where: { id, organizationId } })
      .catch(notFoundAs("synonymNotFound"));
    await recordAuditEvent(tx, {
      ...actor,
      action: "synonym.deleted",
      organizationId,
      target: { type: "synonym", id },
      metadata: { term: synonym.term },
    });
  });
}

/**
 * The organisation's synonyms for retrieval, normalised (lower case, no accents) and read both ways:
 * «lana = dinero, sueldo» maps lana to dinero and sueldo, and each of those to lana, since a word
 * and its synonym mean the same whichever one the question uses.
 */
export async function organizationSynonyms(organizationId: string): Promise<ReadonlyMap<string, string[]>> {
  const db = await getDb();
  const rows = await db.synonym.findMany({
    where: { organizationId },
    select: { normalizedTerm: true, equivalents: true },
  });
  const map = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    if (from === to) return;
    const targets = map.get(from) ?? new Set<string>();
    targets.add(to);
    map.set(from, targets);
  };
  for (const row of rows) {
    for (const equivalent of row.equivalents.map(normalizeSynonym)) {
      link(row.normalizedTerm, equivalent);
      link(equivalent, row.normalizedTerm);
    }
  }
  return new Map([...map].map(([word, targets]) => [word, [...targets]]));
}

function uniqueWords(words: string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = normalizeSynonym(word);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
