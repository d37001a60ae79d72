import fs from "node:fs";
import path from "node:path";

/**
 * One owner per embedded data directory. Two processes opening the same PGlite directory corrupt it
 * (PGlite issues #327, #1106: "PANIC: could not locate a valid checkpoint record"), and after a kill a
 * lingering child or a quick second `npm start` can do exactly that. PGlite has no lock of its own.
 *
 * The lock is a file beside the directory (`<dir>.lock`) naming its holder: PID, the kernel's start
 * time of that process (so a PID reused by another program is not mistaken for the holder) and the
 * command. It is created atomically (hard link of a complete file, which fails if it exists), removed
 * when the holder closes the database or exits, and a lock whose holder is no longer running (killed
 * with -9, power cut) is cleared by the next opener: a stale lock never blocks a restart.
 */

type Holder = { pid: number; startTime: string | null; command: string; since: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The database in ${dataDir} is in use by another process (PID ${holder.pid}: ${holder.command}, ` +
        `since ${holder.since}). Stop it first: one process at a time may open an embedded database.`,
    );
    this.name = "DataDirLockedError";
  }
}

const held = new Set<string>();

export function lockFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** Takes the lock on `dataDir` or throws DataDirLockedError; returns its release. Re-entrant per process. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = lockFileFor(dataDir);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const mine: Holder = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    command:
      process.argv
        .slice(1)
        .map((arg) => path.basename(arg))
        .join(" ") || "node",
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    if (tryCreate(lockFile, mine)) break;
    const holder = readHolder(lockFile);
    if (holder && holder.pid === process.pid) break; // this process holds it already (reopening)
    if (holder && isRunning(holder)) throw new DataDirLockedError(dataDir, holder);
    if (attempt >= 3) throw new Error(`Could not take the lock ${lockFile}`);
    // The holder is gone (or the file is unreadable, which only a crash while writing it leaves).
    console.warn(`[db] clearing the stale lock of ${holder ? `PID ${holder.pid}` : "an unknown process"}`);
    clearStale(lockFile);
  }
  held.add(lockFile);
  return () => release(lockFile);
}

function tryCreate(lockFile: string, holder: Holder): boolean {
  const draft = `${lockFile}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, JSON.stringify(holder));
  try {
    fs.linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readHolder(lockFile: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(lockFile, "utf8")) as Holder;
  } catch {
    return null;
  }
}

/** Removes a stale lock by renaming it first, so two openers clearing it at once cannot both win. */
function clearStale(lockFile: string): void {
  const aside = `${lockFile}.stale.${process.pid}`;
  try {
    fs.renameSync(lockFile, aside);
    fs.rmSync(aside, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function release(lockFile: string): void {
  if (!held.delete(lockFile)) return;
  if (readHolder(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
}

function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // Same PID, different start time: the PID was reused after the holder died.
  const startTime = processStartTime(holder.pid);
  return !holder.startTime || !startTime || startTime === holder.startTime;
}

/** The kernel's start time of a process (Linux: /proc/<pid>/stat field 22); null where unavailable. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses: count fields after its ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

// The kernel ends the process, not the lock file: remove ours on any exit Node sees.
process.once("exit", () => {
  for (const lockFile of [...held]) release(lockFile);
});
