// Starts the built app for Playwright on a fresh embedded database ($DATA_DIR is wiped first; opening
// it migrates and seeds the demo), with the extra users of tests/e2e/users.ts.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.endsWith(".e2e-data"))
  throw new Error("DATA_DIR must point to the .e2e-data folder");
fs.rmSync(dataDir, { recursive: true, force: true });
execFileSync("npx", ["tsx", "--conditions", "react-server", "tests/e2e/users.ts"], {
  stdio: "inherit",
  env: process.env,
});

// The same custom server as `npm start` (scripts/serve.mjs), in this process, so the browser tests
// exercise the path production takes (socket addresses, graceful stop).
const { serve } = await import("./serve.mjs");
await serve({ port: Number(process.env.PORT ?? 3100) });
