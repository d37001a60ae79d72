import "server-only";
import { isIP } from "node:net";
import { getDb, type Prisma } from "@/server/db";
import { now } from "@/server/clock";
import { config } from "@/server/config";

/**
 * Sliding-window rate limits kept in the database (one RateLimitHit row per counted event), so every
 * app instance shares them (DESIGN §11). Only allowed events are recorded: a client that keeps
 * hammering a closed limit does not push its own reopening further away.
 */
export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimit = RateLimitRule & { key: string };
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The client a per-client limit counts: the address itself, except that an IPv6 client is its /64 (a
 * home or office network gets a whole /64 and its devices pick new addresses in it at will, so one
 * address per request would be a fresh allowance per request).
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail] = address.split("%")[0].split("::");
  const groupsOf = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** Counts `key`'s hits in the window and, if under the limit, records this one. */
export async function hit(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
  if (!config().embedded) return hitAll([{ key, ...rule }]);
  // Embedded PGlite runs one statement at a time on its single connection, so one conditional
  // INSERT is already atomic: no interactive transaction (the costliest part of a chat answer there).
  const db = await getDb();
  const at = now();
  const since = new Date(at.getTime() - rule.windowMs);
  const inserted = await db.$queryRaw<{ id: bigint }[]>`
    INSERT INTO "RateLimitHit" ("key", "at")
    SELECT ${key}, ${at}
    WHERE (SELECT count(*) FROM "RateLimitHit" WHERE "key" = ${key} AND "at" > ${since}) < ${rule.limit}
    RETURNING "id"`;
  await cleanUpOccasionally(at);
  if (inserted.length > 0) return { allowed: true };
  return evaluate(db, [{ key, ...rule }], at);
}

/**
 * Several limits for one event (e.g. per e-mail and per IP): the event is recorded under every key
 * only if all limits allow it, so a refusal by one limit does not use up the others. Several rules may
 * share a key (60 s spacing and an hourly cap over the same sends).
 */
export async function hitAll(limits: RateLimit[]): Promise<RateLimitDecision> {
  const db = await getDb();
  const at = now();
  const decision = await db.$transaction((tx) => hitWithin(tx, limits, at));
  await cleanUpOccasionally(at);
  return decision;
}

/**
 * `hitAll` inside the caller's transaction: the hit is recorded only if the change it allows commits,
 * so a change refused after this point (a limit, a database error) does not use up the allowance.
 */
export async function hitWithin(
  tx: Prisma.TransactionClient,
  limits: RateLimit[],
  at: Date = now(),
): Promise<RateLimitDecision> {
  const keys = [...new Set(limits.map((l) => l.key))].sort();
  // Serialises concurrent events on the same keys (sorted: no lock-order deadlocks), so two
  // requests cannot both see "one left".
  for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
  const decision = await evaluate(tx, limits, at);
  if (decision.allowed) await tx.rateLimitHit.createMany({ data: keys.map((key) => ({ key, at })) });
  return decision;
}

/** Whether `limits` would allow one more event now, without counting one (an early, cheap refusal). */
export async function peek(limits: RateLimit[]): Promise<RateLimitDecision> {
  return evaluate(await getDb(), limits, now());
}

/** How many more events `limit` allows now, to show an allowance; counts none. */
export async function remaining({ key, limit, windowMs }: RateLimit): Promise<number> {
  const db = await getDb();
  const since = new Date(now().getTime() - windowMs);
  const used = await db.rateLimitHit.count({ where: { key, at: { gt: since } } });
  return Math.max(0, limit - used);
}

async function evaluate(
  tx: Pick<Prisma.TransactionClient, "rateLimitHit">,
  limits: RateLimit[],
  at: Date,
): Promise<RateLimitDecision> {
  let retryAfterMs = 0;
  for (const { key, limit, windowMs } of limits) {
    const recent = await tx.rateLimitHit.findMany({
      where: { key, at: { gt: new Date(at.getTime() - windowMs) } },
      orderBy: { at: "desc" },
      take: limit,
      select: { at: true },
    });
    if (recent.length < limit) continue;
    // The limit reopens when the limit-th most recent hit leaves the window.
    const reopensAt = recent[limit - 1].at.getTime() + windowMs;
    retryAfterMs = Math.max(retryAfterMs, reopensAt - at.getTime());
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true };
}

/** Hits older than this no longer matter to any limit in the app (the longest window is a day). */
const RETENTION_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
let lastCleanupAt = 0;

/** Deletes stale hits at most every ten minutes per process, so the table stays small without a job. */
async function cleanUpOccasionally(at: Date): Promise<void> {
  if (Math.abs(at.getTime() - lastCleanupAt) < CLEANUP_EVERY_MS) return;
  lastCleanupAt = at.getTime();
  try {
    const db = await getDb();
    await db.rateLimitHit.deleteMany({ where: { at: { lt: new Date(at.getTime() - RETENTION_MS) } } });
  } catch (error) {
    console.error("[rate-limit] cleanup failed", error);
  }
}
