import "server-only";
import { config } from "@/server/config";
import { checkpointDb, getDb, openDatabase, type OpenedDatabase } from "@/server/db";
import { seedDemo } from "@/server/services/demo-seed";

/**
 * Opens (migrates) the database and seeds the demo into one this open created: an install whose
 * organisations were all deleted must not get the demo users (and their well-known e-mails) back on
 * the next restart. Used by the server's start (server/startup.ts) and by scripts that prepare a
 * database for it (tests/e2e/users.ts).
 */
export async function prepareDatabase(): Promise<OpenedDatabase> {
  const opened = await openDatabase();
  if (config().seedDemo && opened.createdNow) {
    await seedDemo(await getDb());
    await checkpointDb();
  }
  return opened;
}
