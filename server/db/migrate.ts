import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Applies prisma/migrations/* in order and records each in `_prisma_migrations` exactly as Prisma Migrate
 * does (same table, sha256 checksum of the file), so `prisma migrate status` agrees with it. It runs at
 * start-up for PGlite (where the CLI must not open the data directory while the app runs) and for
 * PostgreSQL (under Prisma's own advisory lock, see postgres.ts). Each migration runs in one transaction.
 */

/** What the runner needs from a database; PGlite and a pg client each get a small wrapper. */
export type SqlRunner = {
  /** Runs a script of several statements (a migration file). */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
};

export type MigrationConnection = SqlRunner & {
  transaction(fn: (tx: SqlRunner) => Promise<void>): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

// Prisma's own definition of the table, so either tool can create it first.
const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null };

export type MigrationFile = { name: string; sql: string; checksum: string };

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  // The migrations are read from the checkout at run time, not bundled: keep Turbopack from tracing
  // the whole project through this call.
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((name) => fs.existsSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql")))
    .sort()
    .map((name) => {
      const bytes = fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"));
      return {
        name,
        sql: bytes.toString("utf8"),
        checksum: crypto.createHash("sha256").update(bytes).digest("hex"),
      };
    });
}

/** Applies what is pending and returns the names it applied (empty when the database is up to date). */
export async function applyPendingMigrations(
  conn: MigrationConnection,
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  await conn.exec(MIGRATIONS_TABLE_DDL);
  const rows = await conn.query<AppliedRow>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
  const applied = new Map(rows.map((row) => [row.migration_name, row]));
  const done: string[] = [];
  for (const migration of readMigrations(dir)) {
    const previous = applied.get(migration.name);
    if (previous) {
      if (!previous.finished_at) {
        throw new Error(
          `Migration ${migration.name} failed earlier; resolve it (prisma migrate resolve) first`,
        );
      }
      if (previous.checksum !== migration.checksum) {
        console.warn(`[db] migration ${migration.name} was modified after it was applied`);
      }
      continue;
    }
    await conn.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), now(), 1)`,
        [crypto.randomUUID(), migration.checksum, migration.name],
      );
    });
    done.push(migration.name);
  }
  return done;
}
