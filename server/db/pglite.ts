import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { acquireDataDirLock } from "./data-dir-lock";
import { PrismaClient } from "./generated/client";
import { applyPendingMigrations, type MigrationConnection, type SqlRunner } from "./migrate";
import { openOrRecover } from "./recovery";
import { PgliteThread, type PgliteQueryable, type ThreadOptions } from "./pglite-thread";

/** `pglite:<dir>` → the directory; `pglite:memory://` (or an empty dir) → in memory. */
export function pgliteDataDir(databaseUrl: string): string {
  return databaseUrl.slice("pglite:".length) || "memory://";
}

type CreateOptions = Pick<ThreadOptions, "onFailure"> & {
  /** Where this database's backups are: if it exists but cannot be opened, the newest is restored. */
  backupsDir?: string;
};

/**
 * Creates or opens an embedded database, holding the directory's lock (server/db/data-dir-lock.ts)
 * until it is closed: a second process gets a clear error instead of corrupting it.
 */
export async function createPglite(dataDir: string, options: CreateOptions = {}): Promise<PgliteThread> {
  if (dataDir.includes("://")) return PgliteThread.start(dataDir, options);
  const directory = path.resolve(dataDir);
  // PGlite creates the directory itself but not its parents.
  fs.mkdirSync(path.dirname(directory), { recursive: true });
  const release = await acquireDataDirLock(directory);
  const start = () => PgliteThread.start(directory, { onFailure: options.onFailure, onClose: release });
  try {
    return options.backupsDir ? await openOrRecover(directory, options.backupsDir, start) : await start();
  } catch (error) {
    release();
    throw error;
  }
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

/** Applies pending migrations, then checkpoints, so a crash right after never replays them. */
async function migrate(pglite: PgliteThread): Promise<string[]> {
  const applied = await applyPendingMigrations(pgliteMigrationConnection(pglite));
  if (applied.length > 0) await pglite.exec("CHECKPOINT");
  return applied;
}

/** Migrates without opening a client (npm run db:migrate). */
export async function migrateEmbeddedDb(databaseUrl: string, backupsDir?: string): Promise<string[]> {
  const pglite = await createPglite(pgliteDataDir(databaseUrl), { backupsDir });
  try {
    return await migrate(pglite);
  } finally {
    await pglite.close();
  }
}

/** `onFailure`: the database thread died; the caller should forget this client and open a new one. */
export async function openEmbeddedDb(
  databaseUrl: string,
  options: { backupsDir: string; onFailure: (error: Error) => void },
) {
  const pglite = await createPglite(pgliteDataDir(databaseUrl), options);
  try {
    const applied = await migrate(pglite);
    // No autovacuum in PGlite: refresh planner statistics (and GIN pending lists) on every start.
    await pglite.exec("VACUUM ANALYZE");
    const db = new PrismaClient({ adapter: new PrismaPGlite(pglite as unknown as PGlite) });
    return {
      db,
      applied,
      pglite,
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
