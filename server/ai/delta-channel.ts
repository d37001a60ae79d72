import "server-only";

/**
 * A single-reader queue of text deltas between the generation loop and whoever streams them out. The
 * producer never waits for the reader, so a route that only awaits the final answer still completes.
 */
export class DeltaChannel implements AsyncIterable<string> {
  private readonly queue: string[] = [];
  private closed = false;
  private failure: { error: unknown } | null = null;
  private wake: (() => void) | null = null;

  push(delta: string): void {
    this.queue.push(delta);
    this.notify();
  }

  close(): void {
    this.closed = true;
    this.notify();
  }

  fail(error: unknown): void {
    this.failure = { error };
    this.notify();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    for (;;) {
      if (this.queue.length > 0) yield this.queue.shift()!;
      else if (this.failure) throw this.failure.error;
      else if (this.closed) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private notify(): void {
    this.wake?.();
    this.wake = null;
  }
}
