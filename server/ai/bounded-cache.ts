import "server-only";

/**
 * A map that keeps what was used most recently within a budget: each entry costs what `costOf` says
 * (bytes, words), and once the total passes `budget` the least recently used entries go first. For
 * values that are pure functions of their key (a text's stems), so dropping one only costs the work
 * of computing it again.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private spent = 0;

  constructor(
    private readonly budget: number,
    private readonly costOf: (key: K, value: V) => number,
  ) {}

  /** The value kept for `key`, now the most recently used; or, computed by `compute`, kept. */
  getOrCompute(key: K, compute: (key: K) => V): V {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const value = compute(key);
    this.entries.set(key, value);
    this.spent += this.costOf(key, value);
    for (const [oldest, old] of this.entries) {
      if (this.spent <= this.budget) break;
      this.entries.delete(oldest);
      this.spent -= this.costOf(oldest, old);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
