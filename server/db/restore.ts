import fs from "node:fs";
import path from "node:path";
import { copyBackupTo } from "./backups";
import { acquireDataDirLock } from "./data-dir-lock";
import { PgliteThread } from "./pglite-thread";

/**
 * `npm run db:restore -- BACKUP`: replaces the embedded database in `dataDir` with a backup. The current
 * directory, if any, is moved aside (never deleted) and put back if the backup does not open. Fails
 * at once while another process (the server) has the directory open.
 */
export async function restoreBackup(dataDir: string, backup: string): Promise<{ movedAside: string | null }> {
  const directory = path.resolve(dataDir);
  const release = await acquireDataDirLock(directory);
  const aside = fs.existsSync(directory)
    ? `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`
    : null;
  try {
    if (aside) fs.renameSync(directory, aside);
    try {
      copyBackupTo(backup, directory);
      const pglite = await PgliteThread.start(directory);
      try {
        await pglite.query(`SELECT count(*) FROM "_prisma_migrations"`);
      } finally {
        await pglite.close();
      }
    } catch (error) {
      fs.rmSync(directory, { recursive: true, force: true });
      if (aside) fs.renameSync(aside, directory);
      throw new Error(
        `${backup} could not be restored (${error instanceof Error ? error.message : String(error)}); nothing was changed`,
      );
    }
    return { movedAside: aside };
  } finally {
    release();
  }
}
