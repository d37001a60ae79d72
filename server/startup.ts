import "server-only";
import { config } from "@/server/config";
import { backupDb, checkpointDb, closeDb } from "@/server/db";
import { startDatabaseMaintenance } from "@/server/db/maintenance";
import { prepareDatabase } from "@/server/prepare-database";
import { endExpiredImpersonations } from "@/server/services/impersonation";
import { startIndexingQueue } from "@/server/services/indexing-queue";
import { installGracefulShutdown } from "@/server/shutdown";

/**
 * Validates the configuration and prepares the database before serving requests. If that fails (the
 * data directory is held by another process, or the database is broken and no backup restores) the
 * process stops with the reason instead of answering every request with 500.
 */
export async function startServer(): Promise<void> {
  try {
    await start();
  } catch (error) {
    console.error(`[asistente] cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const c = config();
  const { recovery } = await prepareDatabase();
  // Support sessions that ran out unseen (or while the server was down) record their end.
  const expiredSupport = await endExpiredImpersonations();
  if (expiredSupport > 0)
    console.info(`[support] ${expiredSupport} expired support session(s): end recorded`);
  // Documents a crash interrupted are processed again, and content indexed under older rules is
  // re-indexed, in the background (server/services/indexing-queue.ts).
  const queued = await startIndexingQueue();
  if (queued.interrupted > 0)
    console.info(
      `[documents] ${queued.interrupted} document(s) interrupted by the last stop: processing again`,
    );
  if (queued.outdated > 0)
    console.info(
      `[indexing] ${queued.outdated} source(s) indexed under older rules: updating in the background`,
    );
  const engine = c.embedded
    ? `embedded PGlite in ${c.databaseUrl.slice("pglite:".length)}`
    : "PostgreSQL server";
  console.info(`[asistente] database: ${engine}`);
  if (recovery)
    console.error(
      `[asistente] the database was RESTORED from ${recovery.restoredBackup}: changes after ` +
        `${recovery.backupTakenAt} are lost; the data that could not be opened is in ${recovery.brokenDataMovedTo}`,
    );
  if (!c.email.resendApiKey)
    console.info(`[asistente] e-mail: written to ${c.email.outboxDir} (no RESEND_API_KEY)`);
  if (c.embedded) startDatabaseMaintenance();
  // One backup per start (the last DB_BACKUPS_KEEP are kept; 0 turns them off), after this start's writes.
  if (c.embedded && c.backups.keep > 0)
    void backupDb().then(
      (backup) => backup && console.info(`[db] backup written: ${backup.dir}`),
      (error: unknown) => console.error("[db] the start-up backup failed", error),
    );
  // Without NEXT_MANUAL_SIG_HANDLE Next handles the signals itself (and exits without closing the database).
  if (process.env.NEXT_MANUAL_SIG_HANDLE)
    installGracefulShutdown(async () => {
      await checkpointDb();
      await closeDb();
    });
}
