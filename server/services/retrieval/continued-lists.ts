import "server-only";
import { openingListItems, splitIntoUnits } from "@/server/ai/sentences";
import { EXTRACTIVE } from "@/server/ai/tuning";
import type { RetrievedChunk } from "@/server/ai/types";
import { getDb } from "@/server/db";

/**
 * A list a page break split: a document's chunk that ends in a list, or in the lead-in of one, carries
 * the items that open the document's next chunk (`listContinuation`: «…se necesitan los cinco datos
 * siguientes: 1. RFC. 2. Nombre… 3. Código postal…» and, overleaf, «4. Régimen fiscal. 5. Uso del
 * CFDI.»), so that a quoted lead-in brings its whole list (server/ai/extractive.ts). They only go on
 * with a list the answer quotes: as passages of their own they would compete with the ones the
 * question found. Only the passages an answer quotes from (EXTRACTIVE.maxChunks) are read on, with
 * one query, and only when one of them ends in a list.
 */

// $1 organisation, $2 chunk ids: each chunk's successor in its source.
const NEXT_CHUNKS_SQL = `
  SELECT c."id" AS "chunkId", n."text"
  FROM "Chunk" c
  JOIN "Chunk" n ON n."organizationId" = c."organizationId" AND n."sourceKind" = c."sourceKind"
    AND n."sourceId" = c."sourceId" AND n."ordinal" = c."ordinal" + 1
  WHERE c."organizationId" = $1 AND c."id" = ANY($2::text[])`;

/** Whether a chunk's text ends in a list's item, or in a lead-in («…cuando recibe:»). */
function endsInList(text: string): boolean {
  // A document's numbered section heading is a title, not a list's item (server/ai/sentences.ts).
  const last = splitIntoUnits(text, { numberedHeadings: true }).at(-1);
  return Boolean(last && (last.listItem || last.text.endsWith(":")));
}

export async function withContinuedLists<Chunk extends RetrievedChunk>(
  organizationId: string,
  passages: Chunk[],
): Promise<Chunk[]> {
  const open = passages
    .slice(0, EXTRACTIVE.maxChunks)
    .filter((chunk) => chunk.sourceKind === "document" && endsInList(chunk.text));
  if (open.length === 0) return passages;
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<{ chunkId: string; text: string }[]>(
    NEXT_CHUNKS_SQL,
    organizationId,
    open.map((chunk) => chunk.chunkId),
  );
  const continuations = new Map(
    rows.map((row) => [row.chunkId, openingListItems(row.text).slice(0, EXTRACTIVE.maxListItems)]),
  );
  return passages.map((chunk) => {
    const items = continuations.get(chunk.chunkId) ?? [];
    return items.length === 0 ? chunk : { ...chunk, listContinuation: items };
  });
}
