// Builds the app (next build) unless the last build is of the current sources. Used by `npm start`
// and `npm run bench`, which both serve the production build. `--force` (`npm run build`) always
// builds, and records the stamp too, so that `npm start` right after `npm run build` (CI, the server
// and crash tests) serves that build instead of building again.
import { execSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "server",
  "i18n",
  "messages",
  "prisma",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
];
const STAMP = ".next/asistente-source-stamp";

/** A fingerprint of every source file's path, size and modification time. */
function sourceStamp() {
  const hash = crypto.createHash("sha256");
  const visit = (entry) => {
    if (!fs.existsSync(entry) || entry.includes("generated")) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry).sort()) visit(path.join(entry, child));
    else hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
  };
  SOURCES.forEach(visit);
  return hash.digest("hex");
}

const stamp = sourceStamp();
const built =
  !process.argv.includes("--force") &&
  fs.existsSync(".next/BUILD_ID") &&
  fs.existsSync(STAMP) &&
  fs.readFileSync(STAMP, "utf8") === stamp;
if (built) {
  console.log("[setup] the last build is of these sources: serving it");
} else {
  const started = Date.now();
  console.log("[setup] building the app (next build)…");
  execSync("npx next build", { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  fs.writeFileSync(STAMP, stamp);
  console.log(`[setup] built in ${Math.round((Date.now() - started) / 1000)} s`);
}
