import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  acquireDataDirLock,
  DataDirLockedError,
  holderState,
  lockFileFor,
  parseProcStat,
  stateFromProc,
} from "@/server/db/data-dir-lock";
import { createPglite } from "@/server/db/pglite";

/**
 * The data directory's lock: one owner at a time, and a stale lock never blocks a restart, including
 * one right after a kill, while the holder is a zombie or still exiting (issue 20).
 */
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

const startTimeOf = (pid: number) => parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))!.startTime;
const holderFor = (pid: number) => ({
  pid,
  startTime: startTimeOf(pid),
  command: "next start",
  since: "2026-11-23T22:00:00Z",
});

/** A process that runs until killed, and the lock file it would have written (start time from /proc). */
function otherProcess(script = "setInterval(() => {}, 1000)"): {
  child: ChildProcess;
  holder: ReturnType<typeof holderFor>;
} {
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "ignore"] });
  children.push(child);
  return { child, holder: holderFor(child.pid!) };
}

const writeLock = (holder: Record<string, unknown>) =>
  fs.writeFileSync(lockFileFor(dataDir), JSON.stringify(holder));

it("is held while the database is open and released when it closes", async () => {
  const pglite = await createPglite(dataDir);
  expect(JSON.parse(fs.readFileSync(lockFileFor(dataDir), "utf8"))).toMatchObject({ pid: process.pid });
  await pglite.close();
  expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
});

it("refuses a second owner that is running at once, naming it", async () => {
  const { child, holder } = otherProcess();
  writeLock(holder);
  const started = Date.now();
  await expect(acquireDataDirLock(dataDir)).rejects.toThrow(DataDirLockedError);
  await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
    `The database in ${dataDir} is in use by another process (PID ${child.pid}: next start`,
  );
  expect(Date.now() - started).toBeLessThan(1_000); // a live holder is not waited for
});

it("clears the lock of a process that died (kill -9) and takes it", async () => {
  const { child, holder } = otherProcess();
  writeLock(holder);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
  const release = await acquireDataDirLock(dataDir);
  expect(JSON.parse(fs.readFileSync(lockFileFor(dataDir), "utf8"))).toMatchObject({ pid: process.pid });
  release();
  expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
});

it("takes the lock of a holder killed a moment ago that has not vanished (exiting or unreaped)", async () => {
  // ~400 MB touched: the kernel takes a while to tear such a process down after SIGKILL.
  const { child, holder } = otherProcess(
    "globalThis.keep = Buffer.alloc(400 * 2 ** 20, 1); console.log('ready'); setInterval(() => {}, 1000)",
  );
  await new Promise((resolve) => child.stdout!.once("data", resolve));
  writeLock(holder);
  child.kill("SIGKILL");
  // Until this test's event loop reaps it, the holder still answers kill(pid, 0): what refused restarts.
  expect(() => process.kill(child.pid!, 0)).not.toThrow();
  const release = await acquireDataDirLock(dataDir);
  expect(["exited", "zombie"]).toContain(holderState(holder));
  expect(JSON.parse(fs.readFileSync(lockFileFor(dataDir), "utf8"))).toMatchObject({ pid: process.pid });
  release();
});

it("takes the lock of a zombie holder that its parent never reaps", async () => {
  // `sleep 60` inherits the shell's background child and never waits for it: it stays <defunct>.
  const parent = spawn("sh", ["-c", "sleep 0.05 & echo $!; exec sleep 60"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  children.push(parent);
  const zombie = Number(
    await new Promise<string>((resolve) => parent.stdout!.once("data", (d) => resolve(`${d}`))),
  );
  const holder = holderFor(zombie);
  for (
    let i = 0;
    i < 200 && parseProcStat(fs.readFileSync(`/proc/${zombie}/stat`, "utf8"))!.state !== "Z";
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(parseProcStat(fs.readFileSync(`/proc/${zombie}/stat`, "utf8"))!.state).toBe("Z");
  expect(() => process.kill(zombie, 0)).not.toThrow(); // a zombie answers as if it ran
  writeLock(holder);
  const started = Date.now();
  const release = await acquireDataDirLock(dataDir);
  expect(Date.now() - started).toBeLessThan(1_000);
  release();
});

it("does not mistake a reused PID for the holder (start times differ)", async () => {
  const { holder } = otherProcess();
  writeLock({ ...holder, startTime: "1" });
  const release = await acquireDataDirLock(dataDir);
  release();
});

it("clears a lock naming this process's own PID from an earlier process (a container restart)", async () => {
  writeLock({ ...holderFor(process.pid), startTime: "1" });
  const release = await acquireDataDirLock(dataDir);
  expect(JSON.parse(fs.readFileSync(lockFileFor(dataDir), "utf8"))).toMatchObject({
    pid: process.pid,
    startTime: startTimeOf(process.pid),
  });
  release();
});

describe("the kernel's view of a holder (proc(5))", () => {
  // A real line of /proc/<pid>/stat, with a command name holding spaces and a parenthesis.
  const statLine = (state: string, flags: number) =>
    `4242 (next-server (v1) x) ${state} 1 4242 4242 0 -1 ${flags} 0 0 0 0 10 2 0 0 20 0 11 0 987654 0 0`;
  const status = (pending: string) => `Name:\tnode\nSigPnd:\t${pending}\nShdPnd:\t0000000000000000\n`;

  it("reads state, flags and start time after the command name", () => {
    expect(parseProcStat(statLine("S", 0x400100))).toEqual({
      state: "S",
      flags: 0x400100,
      startTime: "987654",
    });
  });

  it("tells running, exiting (tearing down or SIGKILL pending) and gone (zombie, dead) apart", () => {
    const quiet = status("0000000000000000");
    expect(stateFromProc(parseProcStat(statLine("S", 0x400100))!, quiet)).toBe("running");
    expect(stateFromProc(parseProcStat(statLine("R", 0x400104))!, quiet)).toBe("exiting");
    expect(stateFromProc(parseProcStat(statLine("S", 0x400100))!, status("0000000000000100"))).toBe(
      "exiting",
    );
    expect(stateFromProc(parseProcStat(statLine("Z", 0x400104))!, quiet)).toBe("zombie");
    expect(stateFromProc(parseProcStat(statLine("X", 0))!, null)).toBe("exited");
  });
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
