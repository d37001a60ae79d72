import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listBackups, writeBackup } from "@/server/db/backups";
import { createPglite } from "@/server/db/pglite";
import { recoveryReport } from "@/server/db/recovery";
import { resetConfigForTests } from "@/server/config";
import { closeDb, resetDbForTests } from "@/server/db";
import { checkDatabase } from "@/server/services/health";

/**
 * An embedded database that cannot be opened is replaced by its newest good backup (moved aside, never
 * deleted), and the server can say what was lost; with no backup that opens nothing is changed.
 */
jest.setTimeout(120_000);
let root = "";
let dataDir = "";
let backupsDir = "";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-recovery-"));
  dataDir = path.join(root, "db");
  backupsDir = path.join(root, "backups");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** What an unclean stop can leave: a WAL PGlite cannot replay ("could not locate a valid checkpoint record"). */
function breakWal(): void {
  const walDir = path.join(dataDir, "pg_wal");
  for (const name of fs.readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name)))
    fs.writeFileSync(path.join(walDir, name), Buffer.alloc(fs.statSync(path.join(walDir, name)).size));
}

async function notes(pglite: Awaited<ReturnType<typeof createPglite>>): Promise<string[]> {
  return (await pglite.query<{ text: string }>("SELECT text FROM note ORDER BY text")).rows.map(
    (row) => row.text,
  );
}

it("restores the newest backup that opens and reports what may be lost", async () => {
  const pglite = await createPglite(dataDir, { backupsDir });
  await pglite.exec(`CREATE TABLE note (text text); INSERT INTO note VALUES ('before the backup')`);
  await pglite.exec(`CREATE TABLE "_prisma_migrations" (id text)`);
  const backup = await writeBackup(pglite, backupsDir, 7);
  await pglite.exec(`INSERT INTO note VALUES ('after the backup')`);
  await pglite.close();
  breakWal();

  const restored = await createPglite(dataDir, { backupsDir });
  try {
    expect(await notes(restored)).toEqual(["before the backup"]);
  } finally {
    await restored.close();
  }
  const report = recoveryReport();
  expect(report).toMatchObject({ restoredBackup: backup.dir, backupTakenAt: backup.takenAt.toISOString() });
  expect(report!.brokenDataMovedTo).toMatch(/db\.broken-/);
  expect(fs.existsSync(path.join(report!.brokenDataMovedTo, "PG_VERSION"))).toBe(true);

  // GET /api/health says so (without file names: it is public).
  process.env.DATABASE_URL = "pglite:memory://";
  resetConfigForTests();
  resetDbForTests();
  try {
    expect(await checkDatabase()).toMatchObject({
      ok: true,
      recovery: { restoredFromBackup: true, changesLostAfter: backup.takenAt.toISOString() },
    });
  } finally {
    await closeDb();
    delete process.env.DATABASE_URL;
    resetConfigForTests();
  }
});

it("changes nothing and names the way out when no backup can be restored", async () => {
  const pglite = await createPglite(dataDir, { backupsDir });
  await pglite.exec(`CREATE TABLE note (text text)`);
  await pglite.close();
  breakWal();
  const before = fs.readdirSync(root).sort();

  await expect(createPglite(dataDir, { backupsDir })).rejects.toThrow(
    `no backup in ${backupsDir} could be restored. Nothing was changed. Restore a backup with: npm run db:restore -- <backup folder>`,
  );
  expect(fs.readdirSync(root).sort()).toEqual(before);
  expect(fs.existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
});

it("keeps the newest backups only", async () => {
  const pglite = await createPglite(dataDir);
  try {
    for (let i = 0; i < 4; i++) await writeBackup(pglite, backupsDir, 2);
  } finally {
    await pglite.close();
  }
  expect(listBackups(backupsDir)).toHaveLength(2);
});
