import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { migrateEmbeddedDb } from "@/server/db/pglite";
import { migrateServerDb } from "@/server/db/postgres";
import { createServerDatabase } from "@/tests/helpers/test-db";

// The real Prisma CLI through the offline schema-engine stand-in (tools/prisma-schema-engine.mjs): it must
// agree with the runtime runner, and the committed migrations must match schema.prisma.
jest.setTimeout(180_000);

const PRISMA = path.join(process.cwd(), "node_modules", ".bin", "prisma");

async function prisma(args: string[], databaseUrl: string) {
  try {
    const { stdout } = await promisify(execFile)(PRISMA, args, {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("prisma CLI", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-cli-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("reports a PGlite directory migrated by the runtime runner as up to date", async () => {
    const url = `pglite:${path.join(dataDir, "db")}`;
    await migrateEmbeddedDb(url);
    const status = await prisma(["migrate", "status"], url);
    expect(status.stdout).toContain("Database schema is up to date!");
    expect(status.code).toBe(0);
  });

  it("finds no drift between the migrations and schema.prisma", async () => {
    const diff = await prisma(
      [
        "migrate",
        "diff",
        "--from-migrations",
        "prisma/migrations",
        "--to-schema",
        "prisma/schema.prisma",
        "--exit-code",
      ],
      "pglite:memory://",
    );
    expect(diff.stdout).toContain("No difference detected");
    expect(diff.code).toBe(0);
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    "reports a PostgreSQL database migrated by the runtime runner as up to date",
    async () => {
      const database = await createServerDatabase(process.env.TEST_DATABASE_URL!);
      try {
        await migrateServerDb(database.url);
        const status = await prisma(["migrate", "status"], database.url);
        expect(status.stdout).toContain("Database schema is up to date!");
        expect(status.code).toBe(0);
      } finally {
        await database.drop();
      }
    },
  );
});
