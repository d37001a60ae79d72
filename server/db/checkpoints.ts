import type { PgliteThread } from "./pglite-thread";

/**
 * CHECKPOINT on the embedded database: it writes every dirty page and moves the WAL's restart point,
 * so a crash leaves only what was written since to replay (which PGlite cannot always do). It runs
 * after bulk writes (document indexing, the demo seed, migrations), periodically while anything is
 * written (server/db/maintenance.ts), and before a backup. A cheap no-op when nothing was written.
 */
export class Checkpointer {
  private checkpointedAt: string | null = null;

  constructor(private readonly pglite: PgliteThread) {}

  async checkpoint(): Promise<void> {
    await this.pglite.exec("CHECKPOINT");
    this.checkpointedAt = await this.walPosition();
  }

  /** Checkpoints only when the WAL moved since the last checkpoint this process ran. */
  async checkpointIfWritten(): Promise<boolean> {
    if ((await this.walPosition()) === this.checkpointedAt) return false;
    await this.checkpoint();
    return true;
  }

  private async walPosition(): Promise<string> {
    const { rows } = await this.pglite.query<{ lsn: string }>(
      `SELECT pg_current_wal_insert_lsn()::text AS lsn`,
    );
    return rows[0].lsn;
  }
}
