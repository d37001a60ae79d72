// npm run db:restore -- BACKUP — replaces the embedded database with a backup (a folder from
// $DATA_DIR/backups/, e.g. the newest one `npm run db:backup` wrote). Stop the server first. The current database
// directory is moved aside, never deleted. On PostgreSQL, use pg_restore / psql.
import fs from "node:fs";
import { config } from "@/server/config";
import { pgliteDataDir } from "@/server/db/pglite";
import { restoreBackup } from "@/server/db/restore";

async function main() {
  const file = process.argv[2];
  const { databaseUrl, embedded } = config();
  if (!file || !fs.existsSync(file)) {
    console.error(
      `Usage: npm run db:restore -- <backup folder> (${file ? `${file} does not exist` : "no backup given"})`,
    );
    process.exit(2);
  }
  if (!embedded) {
    console.error("DATABASE_URL points to a PostgreSQL server: restore it with pg_restore or psql.");
    process.exit(2);
  }
  const dataDir = pgliteDataDir(databaseUrl);
  const { movedAside } = await restoreBackup(dataDir, file);
  console.log(`Restored ${file} into ${dataDir}.`);
  if (movedAside) console.log(`The previous database was moved to ${movedAside}.`);
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
