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
 * when the holder closes the database or exits, and a lock whose holder is no longer running is
 * cleared by the next opener: a stale lock never blocks a restart.
 *
 * "No longer running" includes a holder that was killed but has not vanished yet, which is what a
 * supervisor restarting at once after `kill -9` meets (issue 20): a zombie (killed, not yet reaped by
 * its parent) and a process tearing itself down still answer `kill(pid, 0)`, yet neither runs code
 * again. The kernel says which it is in /proc/<pid>/stat (state Z or X; the PF_EXITING flag) and
 * /proc/<pid>/status (a SIGKILL pending). A holder that is exiting is waited for, a few seconds at most.
 */

type Holder = { pid: number; startTime: string | null; command: string; since: string };

/**
 * What the lock's holder is doing. Gone: "exited", "zombie" (killed, not yet reaped by its parent) or
 * "pid reused" (the PID now belongs to another process); still there: "exiting" or "running".
 */
export type HolderState = "exited" | "zombie" | "pid reused" | "exiting" | "running";
const isGone = (state: HolderState) => state !== "exiting" && state !== "running";

/** How long an opener waits for a holder that is exiting before it refuses. */
const EXITING_HOLDER_WAIT_MS = 5_000;
const POLL_MS = 25;

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

/**
 * Takes the lock on `dataDir` or throws DataDirLockedError; resolves to its release. Re-entrant per
 * process. Waits up to `exitingHolderWaitMs` for a holder that is exiting.
 */
export async function acquireDataDirLock(
  dataDir: string,
  { exitingHolderWaitMs = EXITING_HOLDER_WAIT_MS } = {},
): Promise<() => void> {
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
  const deadline = Date.now() + exitingHolderWaitMs;
  for (let cleared = 0; ;) {
    if (tryCreate(lockFile, mine)) break;
    const holder = readHolder(lockFile);
    // This process holds it already (reopening); a lock naming our PID with another start time is a
    // previous process's whose PID we were given (common in containers), so it is stale.
    if (holder && holder.pid === mine.pid && holder.startTime === mine.startTime) break;
    const state = !holder
      ? "exited"
      : holder.pid === mine.pid
        ? "pid reused"
        : await settledState(holder, deadline);
    if (!isGone(state)) throw new DataDirLockedError(dataDir, holder!);
    if (cleared++ >= 3) throw new Error(`Could not take the lock ${lockFile}`);
    // The file is unreadable only if a crash happened while writing it.
    console.warn(
      `[db] clearing the stale lock of ${holder ? `PID ${holder.pid} (${state})` : "an unknown process"}`,
    );
    clearStale(lockFile);
  }
  held.add(lockFile);
  return () => release(lockFile);
}

/**
 * The holder's state once it stops changing: an exiting holder is polled until it is gone or the
 * deadline passes. A running one is looked at twice, a moment apart, so a SIGKILL delivered between
 * the kernel's bookkeeping steps is not taken for a live process.
 */
async function settledState(holder: Holder, deadline: number): Promise<HolderState> {
  let state = holderState(holder);
  if (state === "running") {
    await sleep(POLL_MS);
    state = holderState(holder);
  }
  let logged = false;
  while (state === "exiting" && Date.now() < deadline) {
    if (!logged) console.info(`[db] waiting for PID ${holder.pid}, which holds the database, to exit`);
    logged = true;
    await sleep(POLL_MS);
    state = holderState(holder);
  }
  return state;
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

export function holderState(holder: Pick<Holder, "pid" | "startTime">): HolderState {
  const stat = readProcStat(holder.pid);
  // No entry: gone, or hidden from us (another user's process under hidepid, or no /proc at all).
  if (!stat) return signalReaches(holder.pid) ? "running" : "exited";
  // Same PID, different start time: the PID was reused after the holder died.
  if (holder.startTime && stat.startTime !== holder.startTime) return "pid reused";
  return stateFromProc(stat, readProcStatus(holder.pid));
}

/** Zombie or dead: gone. Tearing down (PF_EXITING) or with a SIGKILL pending: exiting. */
export function stateFromProc(stat: ProcStat, status: string | null): HolderState {
  if (stat.state === "Z") return "zombie";
  if (stat.state === "X" || stat.state === "x") return "exited";
  if ((stat.flags & PF_EXITING) !== 0 || (status !== null && sigkillPending(status))) return "exiting";
  return "running";
}

// include/linux/sched.h: "getting shut down"; set as the task enters do_exit().
const PF_EXITING = 0x4;
const SIGKILL_BIT = 1n << 8n; // signal 9: bit 8 of the masks

function sigkillPending(status: string): boolean {
  return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some(
    ([, mask]) => (BigInt(`0x${mask}`) & SIGKILL_BIT) !== 0n,
  );
}

export type ProcStat = { state: string; flags: number; startTime: string };

/** Fields of /proc/<pid>/stat (proc(5)): 3 state, 9 flags, 22 start time; null where unavailable. */
export function parseProcStat(text: string): ProcStat | null {
  // The command name (field 2) may contain spaces and parentheses: count fields after its last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  if (fields.length < 20) return null;
  return { state: fields[0], flags: Number(fields[6]), startTime: fields[19] };
}

function readProcStat(pid: number): ProcStat | null {
  try {
    return parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return null;
  }
}

function readProcStatus(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
}

function processStartTime(pid: number): string | null {
  return readProcStat(pid)?.startTime ?? null;
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The kernel ends the process, not the lock file: remove ours on any exit Node sees.
process.once("exit", () => {
  for (const lockFile of [...held]) release(lockFile);
});
