// Installs dependencies when they are missing or older than package-lock.json, so that `npm start`
// and `npm test` work straight after cloning. Uses only Node built-ins: it runs before any install.
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
