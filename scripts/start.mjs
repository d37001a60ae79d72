// `npm start`: the one command that runs Asistente on embedded defaults. It installs dependencies if
// needed, builds when the sources changed since the last build, then serves on $PORT (default 3000).
// Migrations and the demo seed run when the server starts (instrumentation.ts).
import { execSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
execSync("node scripts/ensure-deps.mjs", { stdio: "inherit", env });

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
  fs.existsSync(".next/BUILD_ID") && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === stamp;
if (!built) {
  console.log("[setup] building the app (next build)…");
  execSync("npx next build", { stdio: "inherit", env });
  fs.writeFileSync(STAMP, stamp);
}

const port = process.env.PORT ?? "3000";
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
const stop = (signal) => server.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
