// npm run db:migrate — applies pending prisma/migrations to DATABASE_URL (PostgreSQL server or embedded
// PGlite) with the same runner the app uses at start-up. For PGlite, stop the app first: a data directory
// must have a single opener.
import { config } from "@/server/config";
import { migrateEmbeddedDb } from "@/server/db/pglite";
import { migrateServerDb } from "@/server/db/postgres";

async function main() {
  const { databaseUrl, embedded } = config();
  const applied = embedded ? await migrateEmbeddedDb(databaseUrl) : await migrateServerDb(databaseUrl);
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
