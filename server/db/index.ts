import "server-only";
import { config } from "@/server/config";
import type { PrismaClient } from "./generated/client";
import { readMigrations } from "./migrate";
import { seedDemo } from "./seed";

// Models, enums and the Prisma namespace, so callers import everything database-related from "@/server/db".
export * from "./generated/client";

export type Db = PrismaClient;

type OpenDb = { db: Db; applied: string[]; close: () => Promise<void> };

// One client per process, kept on globalThis so Next's dev reloads reuse it: PGlite must never open the
// same data directory twice, and a pg pool per module instance would leak connections.
const registry = globalThis as typeof globalThis & { __asistenteDb?: Promise<OpenDb> };

/** `forget`: called if the embedded database's thread dies, so that the next request opens it again. */
async function open(forget: () => void): Promise<OpenDb> {
  const { databaseUrl, embedded, seedDemo: shouldSeed, env } = config();
  // Imported lazily so a server deployment never loads PGlite's WASM, nor an embedded one the pg driver.
  const opened = embedded
    ? await (await import("./pglite")).openEmbeddedDb(databaseUrl, forget)
    : await (await import("./postgres")).openServerDb(databaseUrl);
  if (opened.applied.length && env !== "test")
    console.info(`[db] applied migrations: ${opened.applied.join(", ")}`);
  // Only a database created by this start is seeded: an install whose organisations were all deleted
  // must not get the demo users (and their well-known e-mails) back on the next restart.
  if (shouldSeed && createdNow(opened.applied)) await seedDemo(opened.db);
  return opened;
}

/** True when this start applied the very first migration, i.e. the database was empty. */
function createdNow(applied: string[]): boolean {
  return applied.length > 0 && applied[0] === readMigrations()[0]?.name;
}

export async function getDb(): Promise<Db> {
  if (!registry.__asistenteDb) {
    const opening: Promise<OpenDb> = open(() => {
      if (registry.__asistenteDb === opening) registry.__asistenteDb = undefined;
    }).catch((error) => {
      // Let the next request retry instead of caching the failure (unless a newer open is under way).
      if (registry.__asistenteDb === opening) registry.__asistenteDb = undefined;
      throw error;
    });
    registry.__asistenteDb = opening;
  }
  return (await registry.__asistenteDb).db;
}

export async function closeDb(): Promise<void> {
  const pending = registry.__asistenteDb;
  registry.__asistenteDb = undefined;
  const opened = await pending?.catch(() => null); // a failed open has nothing to close
  await opened?.close();
}

/** Test hook: forget the client without closing it (call closeDb first when it is still open). */
export function resetDbForTests(): void {
  registry.__asistenteDb = undefined;
}
