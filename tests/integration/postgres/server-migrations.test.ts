import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "@/server/db/migrate";
import { migrateServerDb } from "@/server/db/postgres";
import { prismaCli } from "@/tests/helpers/prisma-cli";
import { createServerDatabase } from "@/tests/helpers/test-db";

// Collected only when TEST_DATABASE_URL names a PostgreSQL server (see jest.config.mjs).
jest.setTimeout(180_000);

const serverUrl = process.env.TEST_DATABASE_URL!;
const migrationNames = fs
  .readdirSync(MIGRATIONS_DIR)
  .filter((name) => fs.existsSync(path.join(MIGRATIONS_DIR, name, "migration.sql")))
  .sort();

describe("migrations on a PostgreSQL server", () => {
  it("lets several processes start at once: exactly one applies, under the advisory lock", async () => {
    const database = await createServerDatabase(serverUrl);
    try {
      const results = await Promise.all([1, 2, 3].map(() => migrateServerDb(database.url)));
      expect(results.flat()).toEqual(migrationNames);
    } finally {
      await database.drop();
    }
  });

  it("reports a database migrated by the runtime runner as up to date to the Prisma CLI", async () => {
    const database = await createServerDatabase(serverUrl);
    try {
      await migrateServerDb(database.url);
      const status = await prismaCli(["migrate", "status"], database.url);
      expect(status.stdout).toContain("Database schema is up to date!");
      expect(status.code).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
