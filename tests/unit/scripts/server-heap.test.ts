import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_HEAP_FLAG } from "@/scripts/server-heap.mjs";

/**
 * The server's heap cap (DESIGN §13, server RSS ≤ 1 GB): `npm start` gives it to node, and the bench
 * and crash trials, which stand for `npm start`, give the same one.
 */
describe("the server's heap cap", () => {
  it("is what `npm start` runs node with", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
    expect(manifest.scripts.start).toBe(`exec node ${SERVER_HEAP_FLAG} scripts/start.mjs`);
  });

  it("caps the heap of a node started with it", () => {
    const limitMb = Number(
      execFileSync(
        process.execPath,
        [SERVER_HEAP_FLAG, "-e", "console.log(require('v8').getHeapStatistics().heap_size_limit / 2 ** 20)"],
        { encoding: "utf8" },
      ),
    );
    expect(limitMb).toBeLessThanOrEqual(600);
    expect(limitMb).toBeGreaterThanOrEqual(512);
  });
});
