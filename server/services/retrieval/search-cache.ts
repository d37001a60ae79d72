import "server-only";
import type { RetrievedChunk } from "@/server/ai/types";
import type { Db } from "@/server/db";

/**
 * Recent search results, per database client, valid while the organisation's content generation is
 * the one they were computed under (DESIGN §13, chat API budget).
 *
 * Employees of one organisation ask the same questions again ("¿cuál es el horario?"), and a search
 * is the most expensive step of an answer: ~9–13 ms of the embedded database's single thread at 100k
 * chunks (bench/RESULTS.md), where reading the generation costs a primary-key lookup. The
 * generation is a random value that triggers on "Chunk", "KnowledgeBlock", "QaPair", "Document", "Synonym"
 * and "CollectionItem" replace in the same transaction as the content (migrations 20261202090000,
 * 20261203090000, 20261207000000): once a change is
 * committed, no process serves a result computed before it, and a result computed from the old
 * content is never stored under the new value, since the value is read before the search.
 *
 * Keyed by the question exactly as searched: casing and accents change the search (names, codes).
 * One cache per client: a reopened or different database (the benchmark switches from PGlite to
 * PostgreSQL in one process) starts empty.
 */

/** Characters of chunk text kept per database, least recently used dropped first (~32 MB in UTF-16). */
const MAX_CACHED_CHARS = 16_000_000;

type Entry = { generation: string; chunks: RetrievedChunk[]; chars: number };
type Cache = { entries: Map<string, Entry>; chars: number };

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), chars: 0 }));
  return cache;
}

const keyOf = (organizationId: string, question: string, limit: number) =>
  `${organizationId}\u0000${limit}\u0000${question}`;

function forget(cache: Cache, key: string): Entry | undefined {
  const entry = cache.entries.get(key);
  if (entry) {
    cache.entries.delete(key);
    cache.chars -= entry.chars;
  }
  return entry;
}

/** The organisation's content generation: "" until its content first changes. */
export async function contentGeneration(db: Db, organizationId: string): Promise<string> {
  const row = await db.contentGeneration.findUnique({ where: { organizationId } });
  return row?.generation ?? "";
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
  const entry = forget(cache, key);
  if (!entry || entry.generation !== generation) return null;
  // Most recently used last.
  cache.entries.set(key, entry);
  cache.chars += entry.chars;
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
  forget(cache, key);
  const chars =
    question.length + chunks.reduce((sum, chunk) => sum + chunk.text.length + chunk.title.length, 0);
  cache.entries.set(key, { generation, chunks: copy(chunks), chars });
  cache.chars += chars;
  while (cache.chars > MAX_CACHED_CHARS) forget(cache, cache.entries.keys().next().value!);
}
