import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { applyPendingMigrations, MIGRATIONS_DIR } from "@/server/db/migrate";
import { createPglite, pgliteMigrationConnection } from "@/server/db/pglite";
import { migrateServerDb } from "@/server/db/postgres";
import { createServerDatabase, type ServerDatabase } from "@/tests/helpers/test-db";
import pg from "pg";

type MigrationRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  applied_steps_count: number;
};

const migrationNames = fs
  .readdirSync(MIGRATIONS_DIR)
  .filter((name) => fs.existsSync(path.join(MIGRATIONS_DIR, name, "migration.sql")))
  .sort();

// Prisma's checksum is the sha256 of the file's bytes; computed here independently of the runner.
const prismaChecksum = (name: string) =>
  crypto
    .createHash("sha256")
    .update(fs.readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql")))
    .digest("hex");

/** The runner against a fresh, unmigrated database of the engine under test. */
type Target = {
  migrate: () => Promise<string[]>;
  rows: () => Promise<MigrationRow[]>;
  close: () => Promise<void>;
};

async function freshTarget(): Promise<Target> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database: ServerDatabase = await createServerDatabase(serverUrl);
    return {
      migrate: () => migrateServerDb(database.url),
      rows: async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return (
            await client.query<MigrationRow>(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`)
          ).rows;
        } finally {
          await client.end();
        }
      },
      close: database.drop,
    };
  }
  const pglite = await createPglite("memory://");
  return {
    migrate: () => applyPendingMigrations(pgliteMigrationConnection(pglite)),
    rows: async () =>
      (await pglite.query<MigrationRow>(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`)).rows,
    close: () => pglite.close(),
  };
}

describe("migration runner", () => {
  let target: Target;
  beforeAll(async () => {
    target = await freshTarget();
  });
  afterAll(() => target.close());

  it("applies every migration to a fresh database and records it as Prisma does", async () => {
    expect(await target.migrate()).toEqual(migrationNames);
    const rows = await target.rows();
    expect(rows.map((row) => row.migration_name)).toEqual(migrationNames);
    for (const row of rows) {
      expect(row.checksum).toBe(prismaChecksum(row.migration_name));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("applies nothing the second time", async () => {
    expect(await target.migrate()).toEqual([]);
    expect(await target.rows()).toHaveLength(migrationNames.length);
  });
});
