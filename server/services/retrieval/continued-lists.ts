import "server-only";
import { openingListItems, splitIntoUnits, type MarkedItem, type TextUnit } from "@/server/ai/sentences";
import { EXTRACTIVE } from "@/server/ai/tuning";
import type { RetrievedChunk } from "@/server/ai/types";
import { getDb } from "@/server/db";

/**
 * A list a page break split: a document's chunk that ends in a list, or in the lead-in of one, carries
 * the items that open the document's next chunk when they go on with it (`listContinuation`: «…se
 * necesitan los cinco datos siguientes: 1. RFC. 2. Nombre… 3. Código postal…» and, overleaf, «4.
 * Régimen fiscal. 5. Uso del CFDI.»), so that a quoted lead-in brings its whole list
 * (server/ai/extractive.ts) and a model reads it whole (server/ai/prompt.ts). They only go on with a
 * list the answer quotes: as passages of their own they would compete with the ones the question
 * found. Only the first EXTRACTIVE.maxChunks passages (those the embedded engine quotes from, and the
 * first a model reads) are read on, with one query, and only when one of them ends in a list.
 */

// $1 organisation, $2 chunk ids: each chunk's successor in its source, both the organisation's.
const NEXT_CHUNKS_SQL = `
  SELECT c."id" AS "chunkId", n."text"
  FROM "Chunk" c
  JOIN "Chunk" n ON n."organizationId" = $1 AND n."sourceKind" = c."sourceKind"
    AND n."sourceId" = c."sourceId" AND n."ordinal" = c."ordinal" + 1
  WHERE c."organizationId" = $1 AND c."id" = ANY($2::text[])`;

/** A chunk's last unit, a document's numbered section heading being a title (server/ai/sentences.ts). */
const lastUnit = (text: string) => splitIntoUnits(text, { numberedHeadings: true }).at(-1);

/** Whether a chunk's last unit is a list's item, or a lead-in («…cuando recibe:»). */
const endsInList = (last: TextUnit | undefined) =>
  Boolean(last && (last.listItem || last.text.endsWith(":")));

// A list's marker as a PDF leaves it in running text: a number or a capitalised item's letter with its
// stop, or a bullet (server/ai/sentences.ts).
const MARKERS = /(?<=^|\s)(?:(\d{1,3})([.)])|(\p{Ll})\)(?=\s+\p{Lu})|([-*•·]))(?=\s)/gu;

/**
 * Whether items overleaf go on with the list a chunk ends in: after a lead-in («…los datos
 * siguientes:»), a list's first marker («1.», «a)», a bullet); after an item, the marker that follows
 * the last one the chunk writes («4.» after «3.», «c)» after «b)», the same bullet). A list that
 * starts again («1. Objetivo») after one is another.
 */
function goesOn(text: string, last: TextUnit, { marker }: MarkedItem): boolean {
  if (!last.listItem && last.text.endsWith(":")) return /^(?:1[.)]|a\)|[-*•·])$/.test(marker);
  const written = [...text.matchAll(MARKERS)].at(-1);
  if (!written) return false;
  const [, number, stop, letter, bullet] = written;
  if (number) return marker === `${Number(number) + 1}${stop}`;
  if (letter) return marker === `${String.fromCodePoint(letter.codePointAt(0)! + 1)})`;
  return marker === bullet;
}

export async function addListContinuations<Passage extends RetrievedChunk>(
  organizationId: string,
  passages: Passage[],
): Promise<Passage[]> {
  const open = new Map(
    passages
      .slice(0, EXTRACTIVE.maxChunks)
      .filter((chunk) => chunk.sourceKind === "document")
      .map((chunk) => [chunk.chunkId, lastUnit(chunk.text)] as const)
      .filter(([, last]) => endsInList(last)),
  );
  if (open.size === 0) return passages;
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<{ chunkId: string; text: string }[]>(
    NEXT_CHUNKS_SQL,
    organizationId,
    [...open.keys()],
  );
  const overleaf = new Map(rows.map((row) => [row.chunkId, openingListItems(row.text)]));
  return passages.map((chunk) => {
    const items = overleaf.get(chunk.chunkId) ?? [];
    if (items.length === 0 || !goesOn(chunk.text, open.get(chunk.chunkId)!, items[0])) return chunk;
    return { ...chunk, listContinuation: items.slice(0, EXTRACTIVE.maxListItems) };
  });
}
