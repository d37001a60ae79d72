import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `npm start`'s install step (scripts/ensure-deps.mjs, also `npm test`'s pretest) on a fresh clone
 * must leave the clone clean: it installs what package-lock.json lists and never writes package.json
 * or package-lock.json. A real install of the app takes minutes, so the step runs here on a small
 * project of its own (one local dependency, no registry) whose lockfile is valid but laid out as
 * another npm version could have written it: `npm install` rewrites such a file, `npm ci` does not.
 */

const ensureDeps = path.join(process.cwd(), "scripts/ensure-deps.mjs");

function tinyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-ensure-deps-"));
  fs.mkdirSync(path.join(dir, "greeting"));
  fs.writeFileSync(
    path.join(dir, "greeting/package.json"),
    JSON.stringify({ name: "greeting", version: "1.0.0", main: "index.js" }),
  );
  fs.writeFileSync(path.join(dir, "greeting/index.js"), 'module.exports = "hola";\n');
  fs.writeFileSync(
    path.join(dir, "package.json"),
    `${JSON.stringify({ name: "tiny", version: "1.0.0", private: true, dependencies: { greeting: "file:greeting" } }, null, 2)}\n`,
  );
  // Complete and consistent with package.json, with "packages" first (npm writes it last).
  const lock = {
    packages: {
      "": { name: "tiny", version: "1.0.0", dependencies: { greeting: "file:greeting" } },
      greeting: { version: "1.0.0" },
      "node_modules/greeting": { resolved: "greeting", link: true },
    },
    name: "tiny",
    version: "1.0.0",
    lockfileVersion: 3,
    requires: true,
  };
  fs.writeFileSync(path.join(dir, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`);
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

function runEnsureDeps(dir: string) {
  const run = spawnSync(process.execPath, [ensureDeps], { cwd: dir, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("npm start's install step on a fresh clone", () => {
  it("the fixture is a lockfile that npm install would rewrite", () => {
    const dir = tinyProject();
    const before = read(dir, "package-lock.json");
    execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: dir, stdio: "ignore" });
    expect(read(dir, "package-lock.json")).not.toBe(before);
  });

  it("installs exactly the lockfile, writes neither package.json nor package-lock.json, and installs once", () => {
    const dir = tinyProject();
    const lock = read(dir, "package-lock.json");
    const manifest = read(dir, "package.json");

    const first = runEnsureDeps(dir);
    expect(first.status).toBe(0);
    expect(read(dir, "package-lock.json")).toBe(lock);
    expect(read(dir, "package.json")).toBe(manifest);
    expect(read(dir, "node_modules/greeting/index.js")).toContain("hola");
    expect(first.output).toContain("[setup] installing dependencies (npm ci");

    const second = runEnsureDeps(dir);
    expect(second.status).toBe(0);
    expect(second.output).not.toContain("[setup] installing");
  });

  it("stops, instead of resolving anew and rewriting the lockfile, when package.json and the lockfile disagree", () => {
    const dir = tinyProject();
    const lock = read(dir, "package-lock.json");
    const manifest = JSON.parse(read(dir, "package.json")) as { dependencies: Record<string, string> };
    manifest.dependencies["greeting-two"] = "file:greeting";
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest, null, 2));

    const run = runEnsureDeps(dir);
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/in sync|npm ci/);
    expect(read(dir, "package-lock.json")).toBe(lock);
  });
});

/**
 * After a pull that changed prisma/schema.prisma but not the lockfile, no install runs (so neither does
 * its postinstall `prisma generate`): the step regenerates the client itself, once. The tiny project's
 * `prisma` is a stand-in that writes the client file and counts its runs.
 */
describe("npm start's install step after a schema change", () => {
  function installedProjectWithPrisma(): string {
    const dir = tinyProject();
    expect(runEnsureDeps(dir).status).toBe(0); // installed: no install from here on
    fs.mkdirSync(path.join(dir, "prisma"));
    fs.writeFileSync(path.join(dir, "prisma/schema.prisma"), "// schema\n");
    const prisma = path.join(dir, "node_modules/.bin/prisma");
    fs.mkdirSync(path.dirname(prisma), { recursive: true });
    fs.writeFileSync(
      prisma,
      [
        "#!/bin/sh",
        'echo "$@" >> prisma-runs.log',
        "mkdir -p server/db/generated",
        "echo 'export {};' > server/db/generated/client.ts",
        "",
      ].join("\n"),
      { mode: 0o755 },
    );
    return dir;
  }
  const runsOf = (dir: string) =>
    fs.existsSync(path.join(dir, "prisma-runs.log")) ? read(dir, "prisma-runs.log").trim().split("\n") : [];
  const touch = (dir: string, file: string, at: Date) => fs.utimesSync(path.join(dir, file), at, at);

  it("generates a missing client, then not again until the schema is newer than the client", () => {
    const dir = installedProjectWithPrisma();
    const first = runEnsureDeps(dir);
    expect(first.status).toBe(0);
    expect(first.output).toContain("[setup] prisma/schema.prisma changed: regenerating the Prisma client");
    expect(first.output).not.toContain("[setup] installing");
    expect(runsOf(dir)).toEqual(["generate"]);

    expect(runEnsureDeps(dir).output).not.toContain("regenerating");
    expect(runsOf(dir)).toEqual(["generate"]);

    // A pull rewrites the schema after the client was generated.
    touch(dir, "server/db/generated/client.ts", new Date(Date.now() - 60_000));
    touch(dir, "prisma/schema.prisma", new Date());
    expect(runEnsureDeps(dir).status).toBe(0);
    expect(runsOf(dir)).toEqual(["generate", "generate"]);
    expect(runEnsureDeps(dir).output).not.toContain("regenerating");
    expect(runsOf(dir)).toEqual(["generate", "generate"]);
  });
});
