import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "./generated/client";
import { applyPendingMigrations, type MigrationConnection, type SqlRunner } from "./migrate";
import { PgliteThread, type PgliteQueryable } from "./pglite-thread";

/** `pglite:<dir>` → the directory; `pglite:memory://` (or an empty dir) → in memory. */
export function pgliteDataDir(databaseUrl: string): string {
  return databaseUrl.slice("pglite:".length) || "memory://";
}

/** Creates or opens an embedded database. PGlite has no directory lock: callers must keep one opener. */
export async function createPglite(
  dataDir: string,
  onFailure?: (error: Error) => void,
): Promise<PgliteThread> {
  // PGlite creates the directory itself but not its parents.
  if (!dataDir.includes("://")) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  return PgliteThread.start(dataDir, onFailure);
}

function sqlRunner(target: Pick<PgliteQueryable, "exec" | "query">): SqlRunner {
  return {
    exec: async (sql) => void (await target.exec(sql)),
    query: async <Row>(sql: string, params?: unknown[]) => (await target.query<Row>(sql, params)).rows,
  };
}

export function pgliteMigrationConnection(pglite: PgliteQueryable): MigrationConnection {
  return {
    ...sqlRunner(pglite),
    transaction: async (fn) => void (await pglite.transaction((tx) => fn(sqlRunner(tx)))),
  };
}

/** Migrates without opening a client (npm run db:migrate). */
export async function migrateEmbeddedDb(databaseUrl: string): Promise<string[]> {
  const pglite = await createPglite(pgliteDataDir(databaseUrl));
  try {
    return await applyPendingMigrations(pgliteMigrationConnection(pglite));
  } finally {
    await pglite.close();
  }
}

/** `onFailure`: the database thread died; the caller should forget this client and open a new one. */
export async function openEmbeddedDb(databaseUrl: string, onFailure: (error: Error) => void) {
  const pglite = await createPglite(pgliteDataDir(databaseUrl), onFailure);
  try {
    const applied = await applyPendingMigrations(pgliteMigrationConnection(pglite));
    // No autovacuum in PGlite: refresh planner statistics (and GIN pending lists) on every start.
    await pglite.exec("VACUUM ANALYZE");
    const db = new PrismaClient({ adapter: new PrismaPGlite(pglite as unknown as PGlite) });
    return {
      db,
      applied,
      close: async () => {
        await db.$disconnect();
        await pglite.close();
      },
    };
  } catch (error) {
    await pglite.close();
    throw error;
  }
}
