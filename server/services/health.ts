import "server-only";
import { config } from "@/server/config";
import { databaseRecovery, getDb } from "@/server/db";

/**
 * Set when this start could not open the embedded database and restored its newest backup instead:
 * changes made after `backupTakenAt` are not in the database. (The files involved are named in the
 * server's log only: this answer is public.)
 */
export type DatabaseRecovery = { restoredFromBackup: true; backupTakenAt: string; changesLostAfter: string };

export type DatabaseHealth = {
  engine: "pglite" | "postgresql";
  ok: boolean;
  latencyMs: number;
  recovery?: DatabaseRecovery;
};

/** One round trip to the database; `ok: false` instead of an exception when it does not answer. */
export async function checkDatabase(): Promise<DatabaseHealth> {
  const engine = config().embedded ? "pglite" : "postgresql";
  const started = performance.now();
  let ok = true;
  try {
    const db = await getDb();
    await db.$queryRaw`SELECT 1`;
  } catch (error) {
    console.error("[health] database check failed", error);
    ok = false;
  }
  const health: DatabaseHealth = { engine, ok, latencyMs: Math.round(performance.now() - started) };
  const recovery = databaseRecovery();
  if (recovery)
    health.recovery = {
      restoredFromBackup: true,
      backupTakenAt: recovery.backupTakenAt,
      changesLostAfter: recovery.backupTakenAt,
    };
  return health;
}
