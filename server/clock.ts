import "server-only";

/**
 * The server's notion of "now". Time-based rules (code expiry, rate-limit windows) read it here so
 * tests can move time forward without waiting.
 */
let override: (() => Date) | null = null;

export function now(): Date {
  return override ? override() : new Date();
}

/** Test hook: pin the clock (pass null to restore real time). */
export function setClock(fn: (() => Date) | null): void {
  override = fn;
}
