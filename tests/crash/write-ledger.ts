import type { AdminApi } from "./api";

/**
 * The writes the server acknowledged (Q&A pairs created and deleted, each with the time its answer
 * arrived), so that after a kill the test can tell a lost write from one that never completed.
 */

type Acknowledged = { id: string; exists: boolean; at: number };
type Recovery = { backupTakenAt: string } | null;

// Below the organisation's 50 Q&A pairs, so creating never fails on the limit.
const MAX_PAIRS = 40;

export class WriteLedger {
  private readonly acknowledged = new Map<string, Acknowledged>();
  private present: string[] = [];
  private counter = 0;
  private writes = 0;
  private lostToRestore = 0;
  /** A delete sent but not answered when the server died: it may or may not have committed. */
  private unansweredDelete: string | null = null;

  constructor(private readonly api: AdminApi) {}

  async load(): Promise<void> {
    this.present = [...(await this.api.qaPairIds())];
  }

  /** Creates and deletes pairs one after another until `stop()` (which waits for the loop to end). */
  keepWriting(): { stop: () => Promise<void> } {
    let stopped = false;
    const loop = (async () => {
      while (!stopped) {
        try {
          await this.writeOne();
        } catch {
          return; // the server was killed mid-request: this write is unacknowledged
        }
      }
    })();
    return {
      stop: async () => {
        stopped = true;
        await loop;
      },
    };
  }

  private async writeOne(): Promise<void> {
    if (this.present.length < MAX_PAIRS) {
      const n = ++this.counter;
      const { status, body } = await this.api.call("POST", "/api/qa", {
        question: `¿Pregunta de la prueba de caídas número ${n}?`,
        answer: `Respuesta número ${n}.`,
      });
      if (status !== 201) throw new Error(`POST /api/qa: ${status}`);
      this.record({ id: body.data.id as string, exists: true, at: Date.now() });
    } else {
      const id = this.present[0];
      this.unansweredDelete = id;
      const { status } = await this.api.call("DELETE", `/api/qa?id=${id}`);
      if (status !== 200) throw new Error(`DELETE /api/qa: ${status}`);
      this.unansweredDelete = null;
      this.record({ id, exists: false, at: Date.now() });
    }
  }

  private record(write: Acknowledged): void {
    this.writes++;
    this.acknowledged.set(write.id, write);
    this.present = write.exists ? [...this.present, write.id] : this.present.filter((id) => id !== write.id);
  }

  /**
   * Every acknowledged write is in the database. After a restore from backup only writes acknowledged
   * after the backup was taken may be missing (the server said so); anything else is a failure.
   */
  async verify(recovery: Recovery, when: string): Promise<void> {
    const stored = await this.api.qaPairIds();
    // The unanswered delete's pair may be gone or not: either is correct, so it is not judged.
    const unanswered = this.unansweredDelete;
    this.unansweredDelete = null;
    if (unanswered)
      this.acknowledged.set(unanswered, { id: unanswered, exists: stored.has(unanswered), at: 0 });
    const wrong = [...this.acknowledged.values()].filter((write) => stored.has(write.id) !== write.exists);
    const backupTakenAt = recovery ? Date.parse(recovery.backupTakenAt) : Infinity;
    const unexplained = wrong.filter((write) => write.at <= backupTakenAt);
    if (unexplained.length > 0)
      throw new Error(
        `${when}: acknowledged writes lost: ${JSON.stringify(unexplained)} (recovery: ${JSON.stringify(recovery)})`,
      );
    this.lostToRestore += wrong.length;
    // From here on, the database as it is now is what later writes build on.
    for (const write of wrong) this.acknowledged.set(write.id, { ...write, exists: !write.exists });
    this.present = [...stored];
  }

  summary(): string {
    return `${this.writes} acknowledged writes, ${this.lostToRestore} lost to a restore from backup (reported)`;
  }
}
