import "server-only";
import type { RetrievedChunk } from "@/server/ai/types";
import type { Db } from "@/server/db";

/**
 * Recent search results, per database client, valid while the organisation's content generation is
 * the one they were computed under (DESIGN §13, chat API budget).
 *
 * Employees of one organisation ask the same questions again ("¿cuál es el horario?"), and a search
 * is the most expensive step of an answer: ~9 ms of the embedded database's single thread at 100k
 * chunks (bench/RESULTS.md), where reading the generation costs a primary-key lookup. The
 * generation is a counter that triggers on "Chunk", "KnowledgeBlock", "QaPair" and "Document" change
 * in the same transaction as the content (migration 20261202090000): once a change is committed,
 * no process serves a result computed before it, and a result computed from the old content is
 * never stored under the new value, since the value is read before the search.
 *
 * Keyed by the question exactly as searched: casing and accents change the search (names, codes).
 * One cache per client: a reopened or different database (the benchmark switches from PGlite to
 * PostgreSQL in one process) starts empty.
 */

/** Entries kept per database, least recently used dropped first (~8 chunks of ≤2 kB each). */
const MAX_ENTRIES = 2_000;

type Entry = { generation: string; chunks: RetrievedChunk[] };

const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

const keyOf = (organizationId: string, question: string, limit: number) =>
  `${organizationId}\u0000${limit}\u0000${question}`;

/** The organisation's content generation: "0" until its content first changes. */
export async function contentGeneration(db: Db, organizationId: string): Promise<string> {
  const rows = await db.$queryRawUnsafe<{ generation: bigint | number | string }[]>(
    `SELECT "generation" FROM "ContentGeneration" WHERE "organizationId" = $1`,
    organizationId,
  );
  return rows.length > 0 ? String(rows[0].generation) : "0";
}

// Callers get copies: a result may be served many times, and none of them may change the stored one.
const copy = (chunks: RetrievedChunk[]) => chunks.map((chunk) => ({ ...chunk }));

export function cachedSearch(
  db: Db,
  generation: string,
  organizationId: string,
  question: string,
  limit: number,
): RetrievedChunk[] | null {
  const cache = cacheOf(db);
  const key = keyOf(organizationId, question, limit);
  const entry = cache.get(key);
  if (!entry) return null;
  cache.delete(key);
  if (entry.generation !== generation) return null;
  cache.set(key, entry); // most recently used last
  return copy(entry.chunks);
}

export function storeSearch(
  db: Db,
  generation: string,
  organizationId: string,
  question: string,
  limit: number,
  chunks: RetrievedChunk[],
): void {
  const cache = cacheOf(db);
  const key = keyOf(organizationId, question, limit);
  cache.delete(key);
  cache.set(key, { generation, chunks: copy(chunks) });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}
