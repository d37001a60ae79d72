import fs from "node:fs";
import path from "node:path";
import type { PgliteThread } from "./pglite-thread";

/**
 * Rolling backups of the embedded database: `$DATA_DIR/backups/db-<UTC time>/`, each a copy of the
 * whole data directory taken right after a CHECKPOINT, between queries, so that opening it replays
 * (almost) no WAL. A copy is written under a temporary name and renamed when complete. The newest
 * `keep` are kept. Restoring one is copying it back (server/db/recovery.ts, `npm run db:restore`).
 */

export type Backup = { dir: string; takenAt: Date };

const NAME = /^db-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/;
const PARTIAL = ".partial";

function backupName(at: Date): string {
  return `db-${at.toISOString().replace(/[-:.]/g, "")}`;
}

/** The complete backups in `dir`, newest first. */
export function listBackups(dir: string): Backup[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const [, y, mo, d, h, mi, s, msec] = match.map(Number);
      return [{ dir: path.join(dir, name), takenAt: new Date(Date.UTC(y, mo - 1, d, h, mi, s, msec)) }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Checkpoints, copies the database into `dir` and prunes to the newest `keep`. */
export async function writeBackup(pglite: PgliteThread, dir: string, keep: number): Promise<Backup> {
  await pglite.exec("CHECKPOINT");
  const takenAt = new Date();
  const target = path.join(dir, backupName(takenAt));
  fs.mkdirSync(dir, { recursive: true });
  // What a process killed while copying left behind.
  for (const name of fs.readdirSync(dir))
    if (name.endsWith(PARTIAL)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  await pglite.copyDataDir(`${target}${PARTIAL}`);
  fs.renameSync(`${target}${PARTIAL}`, target);
  for (const old of listBackups(dir).slice(Math.max(1, keep)))
    fs.rmSync(old.dir, { recursive: true, force: true });
  return { dir: target, takenAt };
}

/** Puts a copy of `backupDir` at `dataDir` (which must not exist). */
export function copyBackupTo(backupDir: string, dataDir: string): void {
  fs.cpSync(backupDir, dataDir, { recursive: true });
}
