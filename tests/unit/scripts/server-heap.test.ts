import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_SERVER_HEAP_MB } from "@/scripts/server-heap.mjs";

/**
 * The server's heap cap (DESIGN §13, server RSS ≤ 1 GB): `npm start` gives it to node, SERVER_HEAP_MB
 * overrides it, and the bench and crash trials, which stand for `npm start`, give the same one.
 */
const startScript = () =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")).scripts.start as string;

/** The heap limit, in MB, of node run as `npm start` runs it, with `env`. */
function heapLimitOfStart(env: Record<string, string>): number {
  const printLimit = `-e "console.log(require('v8').getHeapStatistics().heap_size_limit / 2 ** 20)"`;
  const command = startScript().replace("scripts/start.mjs", printLimit);
  return Number(execFileSync("sh", ["-c", command], { encoding: "utf8", env: { ...process.env, ...env } }));
}

describe("the server's heap cap", () => {
  it("is the default `npm start` runs node with", () => {
    expect(startScript()).toBe(
      `exec node --max-old-space-size=\${SERVER_HEAP_MB:-${DEFAULT_SERVER_HEAP_MB}} scripts/start.mjs`,
    );
    const limit = heapLimitOfStart({ SERVER_HEAP_MB: "" });
    expect(limit).toBeGreaterThanOrEqual(DEFAULT_SERVER_HEAP_MB);
    expect(limit).toBeLessThan(DEFAULT_SERVER_HEAP_MB + 100);
  });

  it("is raised by SERVER_HEAP_MB", () => {
    expect(heapLimitOfStart({ SERVER_HEAP_MB: "1024" })).toBeGreaterThanOrEqual(1024);
  });
});
