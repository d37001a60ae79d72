import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateEmbeddedDb } from "@/server/db/pglite";
import { prismaCli as prisma } from "@/tests/helpers/prisma-cli";

// The real Prisma CLI through the offline schema-engine stand-in (tools/prisma-schema-engine.mjs): it must
// agree with the runtime runner, and the committed migrations must match schema.prisma.
jest.setTimeout(180_000);

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
});
