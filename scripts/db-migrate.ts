// npm run db:migrate — applies pending prisma/migrations to DATABASE_URL (PostgreSQL server or embedded
// PGlite) with the same runner the app uses at start-up. For PGlite, stop the app first: a data directory
// must have a single opener: while the app runs this stops at once with a message saying so (the data
// directory's lock). If the embedded database cannot be opened, the newest backup is restored first.
import { config } from "@/server/config";
import { backupsDir } from "@/server/db";
import { migrateEmbeddedDb } from "@/server/db/pglite";
import { migrateServerDb } from "@/server/db/postgres";

async function main() {
  const { databaseUrl, embedded } = config();
  const applied = embedded
    ? await migrateEmbeddedDb(databaseUrl, backupsDir())
    : await migrateServerDb(databaseUrl);
  const where = embedded ? databaseUrl : "the PostgreSQL server";
  if (applied.length === 0) console.log(`No pending migrations on ${where}.`);
  else
    console.log(
      `Applied ${applied.length} migration(s) on ${where}:\n${applied.map((n) => `  ${n}`).join("\n")}`,
    );
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
