// `npm start`: the one command that runs Asistente on embedded defaults. It installs dependencies if
// needed, builds when the sources changed since the last build (scripts/ensure-build.mjs), then
// serves on $PORT (default 3000).
// Migrations and the demo seed run when the server starts (instrumentation.ts).
import { execSync, spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
execSync("node scripts/ensure-deps.mjs", { stdio: "inherit", env });
execSync("node scripts/ensure-build.mjs", { stdio: "inherit", env });

const port = process.env.PORT ?? "3000";
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
const stop = (signal) => server.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
