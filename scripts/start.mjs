// `npm start`: the one command that runs Asistente on embedded defaults. It installs dependencies if
// needed, builds when the sources changed since the last build (scripts/ensure-build.mjs), then
// serves on $PORT (default 3000) through the custom server (scripts/serve.mjs) in this same process.
// Migrations and the demo seed run when the server starts (instrumentation.ts).
//
// Stopping: package.json runs this with `exec`, so npm's child is this very process (no shell in
// between that would swallow SIGINT or die on SIGTERM and leave the server orphaned with the database
// lock). npm forwards SIGINT and SIGTERM here; server/shutdown.ts finishes the requests in flight,
// checkpoints and closes the embedded database, and exits; npm then exits too.
import { execSync } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
execSync("node scripts/ensure-deps.mjs", { stdio: "inherit", env });
execSync("node scripts/ensure-build.mjs", { stdio: "inherit", env });

const { serve } = await import("./serve.mjs");
await serve();
