import fs from "node:fs";
import path from "node:path";
import { copyBackupTo, listBackups } from "./backups";
import { DataDirLockedError } from "./data-dir-lock";
import type { PgliteThread } from "./pglite-thread";

/**
 * What to do when an embedded database that exists cannot be opened (PGlite's WebAssembly build
 * cannot always replay a WAL left by an unclean stop: "PANIC: could not locate a valid checkpoint
 * record"). There is no narrow WAL repair to try first: PGlite 0.5 ships no pg_resetwal, and resetting
 * the WAL would silently drop committed transactions, which is worse than a restore that says what it
 * lost. So: the broken directory is moved aside (never deleted) and the newest backup that opens is
 * restored in its place. If none does, the broken directory goes back where it was and opening fails
 * with what to do: an empty database is never created over a broken one.
 */

export type RecoveryReport = {
  /** The backup restored, and when it was taken: changes made after that time are not in the database. */
  restoredBackup: string;
  backupTakenAt: string;
  /** Where the directory that could not be opened was moved (kept for an expert, never deleted). */
  brokenDataMovedTo: string;
  /** Why it could not be opened. */
  error: string;
};

let lastRecovery: RecoveryReport | null = null;

/** The recovery this process performed when it opened the database, if any (GET /api/health). */
export function recoveryReport(): RecoveryReport | null {
  return lastRecovery;
}

/** `open()` opens `dataDir`. */
export async function openOrRecover(
  dataDir: string,
  backupsDir: string,
  open: () => Promise<PgliteThread>,
): Promise<PgliteThread> {
  try {
    return await open();
  } catch (error) {
    if (error instanceof DataDirLockedError || !holdsDatabase(dataDir)) throw error;
    return restoreNewestBackup(dataDir, backupsDir, open, describe(error));
  }
}

async function restoreNewestBackup(
  dataDir: string,
  backupsDir: string,
  open: () => Promise<PgliteThread>,
  reason: string,
): Promise<PgliteThread> {
  const aside = `${dataDir}.broken-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  console.error(`[db] the database in ${dataDir} cannot be opened: ${reason}`);
  fs.renameSync(dataDir, aside);
  console.error(`[db] moved it aside to ${aside}`);
  for (const backup of listBackups(backupsDir)) {
    try {
      copyBackupTo(backup.dir, dataDir);
      const pglite = await open();
      await pglite.query(`SELECT count(*) FROM "_prisma_migrations"`);
      lastRecovery = {
        restoredBackup: backup.dir,
        backupTakenAt: backup.takenAt.toISOString(),
        brokenDataMovedTo: aside,
        error: reason,
      };
      console.error(
        `[db] RESTORED the backup ${backup.dir}: everything written after ` +
          `${lastRecovery.backupTakenAt} is missing from the database (the broken data is kept in ${aside})`,
      );
      return pglite;
    } catch (error) {
      console.error(`[db] the backup ${backup.dir} could not be restored: ${describe(error)}`);
      fs.rmSync(dataDir, { recursive: true, force: true }); // only this failed attempt's files
    }
  }
  fs.renameSync(aside, dataDir);
  throw new Error(
    `The database in ${dataDir} cannot be opened (${reason}) and no backup in ${backupsDir} could be ` +
      `restored. Nothing was changed. Restore a backup with: npm run db:restore -- <backup folder>`,
  );
}

/** True when `dataDir` holds a database (not a directory PGlite would initialise). */
function holdsDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
