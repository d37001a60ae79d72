import fs from "node:fs";
import path from "node:path";
import type { PgliteThread } from "./pglite-thread";

/**
 * Rolling backups of the embedded database: `$DATA_DIR/backups/db-<UTC time>.tar.gz`, each a whole
 * data directory as PGlite's `dumpDataDir` writes it (and `loadDataDir` reads it back), taken right
 * after a CHECKPOINT so that restoring one replays (almost) no WAL. The newest `keep` are kept.
 */

export type Backup = { file: string; takenAt: Date };

const NAME = /^db-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.tar\.gz$/;

function fileName(at: Date): string {
  return `db-${at.toISOString().replace(/[-:.]/g, "")}.tar.gz`;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): Backup[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const [, y, mo, d, h, mi, s, msec] = match.map(Number);
      return [{ file: path.join(dir, name), takenAt: new Date(Date.UTC(y, mo - 1, d, h, mi, s, msec)) }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Checkpoints, dumps the database into `dir` (written aside, then renamed: never half a file) and prunes. */
export async function writeBackup(pglite: PgliteThread, dir: string, keep: number): Promise<Backup> {
  await pglite.exec("CHECKPOINT");
  const takenAt = new Date();
  const bytes = await pglite.dump();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, fileName(takenAt));
  fs.writeFileSync(`${file}.partial`, bytes);
  fs.renameSync(`${file}.partial`, file);
  for (const old of listBackups(dir).slice(Math.max(1, keep))) fs.rmSync(old.file, { force: true });
  // What a process killed while writing left behind.
  for (const name of fs.readdirSync(dir))
    if (name.endsWith(".partial") && name !== path.basename(`${file}.partial`))
      fs.rmSync(path.join(dir, name), { force: true });
  return { file, takenAt };
}
