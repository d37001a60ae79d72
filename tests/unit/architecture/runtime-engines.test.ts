import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The machines run Node 20 and no newer Node can be installed here, so every package we install must
 * support the oldest Node our `engines` field admits: otherwise `npm install` (and `npm start` on a
 * fresh clone) warns EBADENGINE, and the app or its tools may break. Dev tools count too: the warning
 * is the same. Where no published version fits, package.json `overrides` replaces it (docx's nanoid, a
 * copy docx never loads since it bundles its own; the Prisma CLI's `prisma dev` streams server, a stub
 * in scripts/stubs/prisma-streams-local).
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

describe("dependencies and Node 20", () => {
  it("our engines field admits the Node 20 this project runs on, and is true for this machine", () => {
    expect(oldestNode).toMatch(/^20\./);
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it("every package of the lockfile, dev tools included, supports the oldest Node our engines field admits", () => {
    const installed = Object.entries(lock.packages).filter(([name]) => name !== "");
    expect(installed.filter(([, entry]) => !entry.dev && !entry.devOptional).length).toBeGreaterThan(100);
    const unsupported = installed
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldestNode, entry.engines.node))
      .map(([name, entry]) => `${name} (${entry.engines?.node})`);
    expect(unsupported).toEqual([]);
  });
});
