import "server-only";
import { config } from "@/server/config";
import { backupDb, backupsDir, checkpointDb } from "./index";
import { listBackups } from "./backups";

/**
 * While the embedded database runs: a CHECKPOINT every 5 minutes when anything was written (bounding
 * what a crash can leave in the WAL), and a backup a day (plus one at every start, server/startup.ts).
 */
const CHECKPOINT_EVERY_MS = 5 * 60_000;
const BACKUP_EVERY_MS = 24 * 60 * 60_000;
const BACKUP_CHECK_EVERY_MS = 60 * 60_000;

export function startDatabaseMaintenance(): void {
  const log = (what: string) => (error: unknown) => console.error(`[db] ${what} failed`, error);
  setInterval(
    () => void checkpointDb({ onlyIfWritten: true }).catch(log("periodic checkpoint")),
    CHECKPOINT_EVERY_MS,
  ).unref();
  setInterval(() => void backUpIfDue().catch(log("daily backup")), BACKUP_CHECK_EVERY_MS).unref();
}

async function backUpIfDue(): Promise<void> {
  if (config().backups.keep === 0) return; // turned off
  const newest = listBackups(backupsDir())[0];
  if (newest && Date.now() - newest.takenAt.getTime() < BACKUP_EVERY_MS) return;
  const backup = await backupDb();
  if (backup) console.info(`[db] backup written: ${backup.dir}`);
}
