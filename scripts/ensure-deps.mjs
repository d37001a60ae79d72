// Installs dependencies when they are missing or older than package-lock.json, so that `npm start`
// and `npm test` work straight after cloning. Uses only Node built-ins: it runs before any install.
import { execSync } from "node:child_process";
import fs from "node:fs";

const installedMarker = "node_modules/.package-lock.json";
const needsInstall =
  !fs.existsSync(installedMarker) ||
  fs.statSync("package-lock.json").mtimeMs > fs.statSync(installedMarker).mtimeMs + 1000;

if (needsInstall) {
  console.log("[setup] installing dependencies (npm install)…");
  // --include=dev: `npm start` builds the app (TypeScript, Tailwind are dev dependencies), and npm
  // would otherwise leave them out, even remove them, whenever NODE_ENV=production is set.
  execSync("npm install --no-audit --no-fund --include=dev", {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}
