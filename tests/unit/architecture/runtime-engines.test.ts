import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The machines run Node 20 and no newer Node can be installed here, so every package the app runs on
 * (not the dev tools) must support the oldest Node our `engines` field admits: otherwise `npm install`
 * warns EBADENGINE and the app may break at run time. Dev-only packages (the Prisma CLI's local
 * streams server asks for Node 22) are outside the running app and may warn.
 */

type SemverSubset = {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};
const semver = createRequire(__filename)("semver") as SemverSubset;

type LockPackage = { dev?: boolean; devOptional?: boolean; optional?: boolean; engines?: { node?: string } };
const root = process.cwd();
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockPackage>;
};

const oldestNode = semver.minVersion(manifest.engines.node)?.version ?? "";

describe("runtime dependencies and Node 20", () => {
  it("our engines field admits the Node 20 this project runs on, and is true for this machine", () => {
    expect(oldestNode).toMatch(/^20\./);
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it("every runtime package supports the oldest Node our engines field admits", () => {
    const runtime = Object.entries(lock.packages).filter(
      ([name, entry]) => name !== "" && !entry.dev && !entry.devOptional,
    );
    expect(runtime.length).toBeGreaterThan(100);
    const unsupported = runtime
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldestNode, entry.engines.node))
      .map(([name, entry]) => `${name} (${entry.engines?.node})`);
    expect(unsupported).toEqual([]);
  });
});
