import "server-only";
import { after } from "next/server";

/**
 * Work that must not hold up the response (document processing). Inside a request it runs in Next's
 * `after()`, which keeps it alive past the response for the route's `maxDuration`; outside one (tests,
 * scripts) it starts at once. Either way it is tracked, so tests and a graceful shutdown can wait for
 * it with `settleBackgroundWork()`. A failure is logged, never thrown at the caller.
 */
const inFlight = new Set<Promise<void>>();

export function runInBackground(label: string, task: () => Promise<void>): void {
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= track(label, task);
    return started;
  };
  try {
    after(start);
  } catch {
    // after() throws when there is no request scope to attach to.
    void start();
  }
}

function track(label: string, task: () => Promise<void>): Promise<void> {
  const running = task()
    .catch((error: unknown) => console.error(`[background] ${label} failed`, error))
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
  return running;
}

/** Resolves once no background work is running, including work started by work that just ended. */
export async function settleBackgroundWork(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
