import "server-only";
import { config } from "@/server/config";
import { getDb } from "@/server/db";

export type DatabaseHealth = { engine: "pglite" | "postgresql"; ok: boolean; latencyMs: number };

/** One round trip to the database; `ok: false` instead of an exception when it does not answer. */
export async function checkDatabase(): Promise<DatabaseHealth> {
  const engine = config().embedded ? "pglite" : "postgresql";
  const started = performance.now();
  try {
    const db = await getDb();
    await db.$queryRaw`SELECT 1`;
    return { engine, ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error("[health] database check failed", error);
    return { engine, ok: false, latencyMs: Math.round(performance.now() - started) };
  }
}
