import { setClock } from "@/server/clock";

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/**
 * Pins the server clock for a suite. `nextDay()` at the start of a test leaves every earlier rate-limit
 * window and code behind, so tests sharing one database stay independent.
 */
export function installFakeClock(start = Date.parse("2030-01-01T09:00:00Z")) {
  let current = start;
  beforeAll(() => setClock(() => new Date(current)));
  afterAll(() => setClock(null));
  return {
    now: () => new Date(current),
    advanceSeconds(seconds: number) {
      current += seconds * SECOND;
    },
    nextDay() {
      current = Math.ceil((current + 1) / DAY) * DAY + DAY + 9 * 60 * 60 * SECOND;
    },
  };
}
