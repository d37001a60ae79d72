// `npm start`: the one command that runs Asistente on embedded defaults. It installs dependencies if
// needed, builds when the sources changed since the last build (scripts/ensure-build.mjs), then
// serves on $PORT (default 3000) through the custom server (scripts/serve.mjs) in this same process.
// Migrations and the demo seed run when the server starts (instrumentation.ts).
//
// Stopping: package.json runs this with `exec`, so npm's child is this very process (no shell in
// between that would swallow SIGINT or die on SIGTERM and leave the server orphaned with the database
// lock). npm forwards SIGINT and SIGTERM here; server/shutdown.ts finishes the requests in flight,
// checkpoints and closes the embedded database, and exits; npm then exits too. A signal during the
// install or build steps is passed on to them, so no step outlives `npm start`.
import { spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/**
 * Runs a setup step to its end. SIGINT/SIGTERM stop the step with everything it started (it runs in a
 * process group of its own: `npm install` and `next build` are its children), then this process.
 */
function step(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { stdio: "inherit", env, detached: true });
    const forward = (signal) => process.kill(-child.pid, signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      if (signal) process.kill(process.pid, signal);
      else if (code !== 0) process.exit(code ?? 1);
      else resolve();
    });
  });
}

await step("scripts/ensure-deps.mjs");
await step("scripts/ensure-build.mjs");

const { serve } = await import("./serve.mjs");
await serve();
