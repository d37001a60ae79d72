import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { acquireDataDirLock, DataDirLockedError, lockFileFor } from "@/server/db/data-dir-lock";
import { createPglite } from "@/server/db/pglite";

/** The data directory's lock: one owner at a time, and a stale lock never blocks a restart. */
let root = "";
let dataDir = "";
const children: ChildProcess[] = [];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-lock-"));
  dataDir = path.join(root, "db");
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  fs.rmSync(root, { recursive: true, force: true });
});

/** A process that runs until killed, and the lock file it would have written (start time from /proc). */
function otherProcess(): { child: ChildProcess; holder: Record<string, unknown> } {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8");
  const startTime = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  return {
    child,
    holder: { pid: child.pid, startTime, command: "next start", since: "2026-11-23T22:00:00Z" },
  };
}

const writeLock = (holder: Record<string, unknown>) =>
  fs.writeFileSync(lockFileFor(dataDir), JSON.stringify(holder));

it("is held while the database is open and released when it closes", async () => {
  const pglite = await createPglite(dataDir);
  expect(JSON.parse(fs.readFileSync(lockFileFor(dataDir), "utf8"))).toMatchObject({ pid: process.pid });
  await pglite.close();
  expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
});

it("refuses a second owner that is running, naming it", () => {
  const { child, holder } = otherProcess();
  writeLock(holder);
  expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  expect(() => acquireDataDirLock(dataDir)).toThrow(
    `The database in ${dataDir} is in use by another process (PID ${child.pid}: next start`,
  );
});

it("clears the lock of a process that died (kill -9) and takes it", async () => {
  const { child, holder } = otherProcess();
  writeLock(holder);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
  const release = acquireDataDirLock(dataDir);
  expect(JSON.parse(fs.readFileSync(lockFileFor(dataDir), "utf8"))).toMatchObject({ pid: process.pid });
  release();
  expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
});

it("does not mistake a reused PID for the holder (start times differ)", () => {
  const { holder } = otherProcess();
  writeLock({ ...holder, startTime: "1" });
  const release = acquireDataDirLock(dataDir);
  release();
});

it("makes npm run user:create and db:migrate fail at once while the server holds the directory", async () => {
  const pglite = await createPglite(dataDir);
  try {
    const run = async (...args: string[]) => {
      const env = { ...process.env, DATABASE_URL: `pglite:${dataDir}`, DATA_DIR: root };
      try {
        await promisify(execFile)("npm", ["run", "-s", ...args], { env });
        return { code: 0, output: "" };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { code: failed.code, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
      }
    };
    const expected = `The database in ${dataDir} is in use by another process (PID ${process.pid}`;
    const migrate = await run("db:migrate");
    expect(migrate).toMatchObject({ code: 1, output: expect.stringContaining(expected) });
    const userCreate = await run(
      "user:create",
      "--",
      "--email",
      "a@b.mx",
      "--name",
      "A",
      "--role",
      "superadmin",
    );
    expect(userCreate).toMatchObject({ code: 1, output: expect.stringContaining(expected) });
  } finally {
    await pglite.close();
  }
}, 120_000);
