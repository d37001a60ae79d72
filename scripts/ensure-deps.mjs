// Installs dependencies when they are missing or older than package-lock.json, so that `npm start`
// and `npm test` work straight after cloning, and regenerates the Prisma client when the schema is
// newer than it (a pull that changed prisma/schema.prisma but not the lockfile: the install's own
// `prisma generate` does not run then, and the old client would not know the new columns). Uses only
// Node built-ins: it runs before any install.
//
// `npm ci`, never `npm install`: it installs exactly what package-lock.json lists and never writes
// package.json or package-lock.json. `npm install` rewrites the lockfile whenever the npm at hand
// would have written it differently (another npm version, key order, a field it adds), so a fresh
// clone showed a modified package-lock.json after its first `npm start`; and where package.json and
// the lockfile disagree it resolves versions anew, while `npm ci` stops and says so. `npm ci` starts
// from an empty node_modules: what a clone has, and after a pull that changed the lockfile, a clean
// reinstall instead of a patched one.
import { execSync } from "node:child_process";
import fs from "node:fs";

const installedMarker = "node_modules/.package-lock.json";

const needsInstall =
  !fs.existsSync(installedMarker) ||
  fs.statSync("package-lock.json").mtimeMs > fs.statSync(installedMarker).mtimeMs + 1000;

if (needsInstall) {
  const started = Date.now();
  console.log("[setup] installing dependencies (npm ci: exactly what package-lock.json lists)…");
  // --include=dev: `npm start` builds the app (Tailwind, the Prisma CLI are dev dependencies), and npm
  // would otherwise leave them out, even remove them, whenever NODE_ENV=production is set.
  execSync("npm ci --include=dev --no-audit --no-fund", {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  console.log(`[setup] dependencies installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

const schema = "prisma/schema.prisma";
// The generator's output (prisma/schema.prisma: output = "../server/db/generated"); gitignored.
const generatedClient = "server/db/generated/client.ts";

const needsGenerate =
  !needsInstall &&
  fs.existsSync(schema) &&
  (!fs.existsSync(generatedClient) || fs.statSync(schema).mtimeMs > fs.statSync(generatedClient).mtimeMs);

if (needsGenerate) {
  console.log("[setup] prisma/schema.prisma changed: regenerating the Prisma client…");
  // --no: the project's own Prisma CLI (a dev dependency), never a download.
  execSync("npx --no prisma generate", { stdio: "inherit" });
  // The next run compares against this moment, even if the generator left an unchanged file as it was.
  const now = new Date();
  fs.utimesSync(generatedClient, now, now);
}
