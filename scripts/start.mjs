// `npm start`: the one command that runs Asistente on embedded defaults. It installs dependencies if
// needed, builds when the sources changed since the last build (scripts/ensure-build.mjs), then
// serves on $PORT (default 3000).
// Migrations and the demo seed run when the server starts (instrumentation.ts).
//
// Stopping: SIGINT (Ctrl+C) and SIGTERM are passed to the server, which finishes the requests in
// flight, checkpoints and closes the embedded database (server/shutdown.ts; NEXT_MANUAL_SIG_HANDLE
// hands the signals to it instead of Next), and this wrapper exits only once the server has.
import { execSync, spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_MANUAL_SIG_HANDLE: "true" };
execSync("node scripts/ensure-deps.mjs", { stdio: "inherit", env });
execSync("node scripts/ensure-build.mjs", { stdio: "inherit", env });

const port = process.env.PORT ?? "3000";
// Node runs Next directly (no npx in between), so the signal reaches the server itself.
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], {
  stdio: "inherit",
  env,
});
const forward = (signal) => server.kill(signal);
process.on("SIGINT", forward);
process.on("SIGTERM", forward);
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
