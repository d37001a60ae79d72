// npm run db:backup — writes a backup of the embedded database into $DATA_DIR/backups/ (the newest
// DB_BACKUPS_KEEP are kept). The server writes one at every start and daily by itself; run this with the
// server stopped (the data directory has one owner at a time). On PostgreSQL, use pg_dump.
import { config } from "@/server/config";
import { backupsDir } from "@/server/db";
import { writeBackup } from "@/server/db/backups";
import { createPglite, pgliteDataDir } from "@/server/db/pglite";

async function main() {
  const { databaseUrl, embedded, backups } = config();
  if (!embedded) {
    console.error("DATABASE_URL points to a PostgreSQL server: back it up with pg_dump.");
    process.exit(2);
  }
  const pglite = await createPglite(pgliteDataDir(databaseUrl), { backupsDir: backupsDir() });
  try {
    const backup = await writeBackup(pglite, backupsDir(), backups.keep);
    console.log(`Backup written: ${backup.dir}`);
  } finally {
    await pglite.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
