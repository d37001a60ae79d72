// Starts the built app for Playwright on a fresh embedded database ($DATA_DIR is wiped first), with
// extra users so each test can sign in without tripping the 60-second code-spacing rule.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.endsWith(".e2e-data"))
  throw new Error("DATA_DIR must point to the .e2e-data folder");
fs.rmSync(dataDir, { recursive: true, force: true });

const users = [
  ["admin.en@example.com", "Admin English", "admin", "demo"],
  ["member.en@example.com", "Member English", "member", "demo"],
  ["superadmin.en@example.com", "Super English", "superadmin", null],
  ["member.guard@example.com", "Miembro Guardia", "member", "demo"],
  ["member.redirect@example.com", "Miembro Redirección", "member", "demo"],
  ["admin.guard@example.com", "Admin Guardia", "admin", "demo"],
  ["superadmin.guard@example.com", "Super Guardia", "superadmin", null],
  ["admin.training@example.com", "Admin Entrenamiento", "admin", "demo"],
];
for (const [email, name, role, org] of users) {
  const args = ["run", "-s", "user:create", "--", "--email", email, "--name", name, "--role", role];
  if (org) args.push("--org", org);
  execFileSync("npm", args, { stdio: "inherit", env: process.env });
}

const server = spawn("npx", ["next", "start", "-p", process.env.PORT ?? "3100"], {
  stdio: "inherit",
  env: process.env,
});
const stop = (signal) => server.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
