import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { listBackups } from "@/server/db/backups";
import { createPglite } from "@/server/db/pglite";

// `npm run db:backup` and `npm run db:restore -- BACKUP` as an operator runs them, on an embedded directory.
jest.setTimeout(180_000);
let root = "";
const dataDir = () => path.join(root, "db");

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-backup-cli-"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function npmRun(...args: string[]): Promise<{ code: number; output: string }> {
  const env = { ...process.env, DATA_DIR: root, DATABASE_URL: `pglite:${dataDir()}` };
  try {
    const { stdout, stderr } = await promisify(execFile)("npm", ["run", "-s", ...args], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

async function sql(statement: string): Promise<string[]> {
  const pglite = await createPglite(dataDir());
  try {
    await pglite.exec(statement);
    return (await pglite.query<{ text: string }>("SELECT text FROM note ORDER BY text")).rows.map(
      (r) => r.text,
    );
  } finally {
    await pglite.close();
  }
}

it("backs up, then restores that backup, keeping the replaced directory aside", async () => {
  await sql(
    `CREATE TABLE "_prisma_migrations" (id text); CREATE TABLE note (text text); INSERT INTO note VALUES ('kept')`,
  );
  const backup = await npmRun("db:backup");
  expect(backup).toMatchObject({ code: 0, output: expect.stringContaining("Backup written:") });
  const [written] = listBackups(path.join(root, "backups"));
  expect(backup.output).toContain(written.dir);

  expect(await sql(`INSERT INTO note VALUES ('after')`)).toEqual(["after", "kept"]);
  const restore = await npmRun("db:restore", "--", written.dir);
  expect(restore).toMatchObject({ code: 0, output: expect.stringContaining(`Restored ${written.dir}`) });
  expect(await sql("SELECT 1")).toEqual(["kept"]);
  const aside = fs.readdirSync(root).filter((name) => name.startsWith("db.before-restore-"));
  expect(aside).toHaveLength(1);
});

it("refuses a missing file with the usage", async () => {
  expect(await npmRun("db:restore", "--", path.join(root, "backups", "nope"))).toMatchObject({
    code: 2,
    output: expect.stringContaining("Usage: npm run db:restore -- <backup folder>"),
  });
});
