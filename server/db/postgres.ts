import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client";
import { applyPendingMigrations, type MigrationConnection, type SqlRunner } from "./migrate";

// The key `prisma migrate deploy` locks on, so the CLI and N starting app processes exclude each other.
const PRISMA_MIGRATE_ADVISORY_LOCK = 72707369;

function sqlRunner(client: pg.Client): SqlRunner {
  return {
    exec: async (sql) => void (await client.query(sql)), // simple protocol: a whole multi-statement script
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
  };
}

function pgMigrationConnection(client: pg.Client): MigrationConnection {
  return {
    ...sqlRunner(client),
    transaction: async (fn) => {
      await client.query("BEGIN");
      try {
        await fn(sqlRunner(client));
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
  };
}

/** Applies pending migrations to a PostgreSQL server while holding Prisma Migrate's advisory lock. */
export async function migrateServerDb(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_ADVISORY_LOCK]);
    return await applyPendingMigrations(pgMigrationConnection(client));
  } finally {
    await client.end(); // ending the session releases the lock too
  }
}

export async function openServerDb(databaseUrl: string) {
  const applied = await migrateServerDb(databaseUrl);
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  return { db, applied, close: () => db.$disconnect() };
}
