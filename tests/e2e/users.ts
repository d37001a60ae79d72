// Extra users for the end-to-end tests, created in one process before the server starts, so each test
// signs in as its own user without tripping the 60-second code-spacing rule. Run by scripts/e2e-server.mjs.
import { closeDb } from "@/server/db";
import { prepareDatabase } from "@/server/prepare-database";
import { createUser } from "@/server/services/users";

const USERS = [
  ["admin.en@example.com", "Admin English", "admin", "demo"],
  ["member.en@example.com", "Member English", "member", "demo"],
  ["superadmin.en@example.com", "Super English", "superadmin", null],
  ["member.guard@example.com", "Miembro Guardia", "member", "demo"],
  ["member.redirect@example.com", "Miembro Redirección", "member", "demo"],
  ["admin.guard@example.com", "Admin Guardia", "admin", "demo"],
  ["superadmin.guard@example.com", "Super Guardia", "superadmin", null],
  ["admin.training@example.com", "Admin Entrenamiento", "admin", "demo"],
  ["admin.uploads@example.com", "Admin Cargas", "admin", "demo"],
  ["member.chat@example.com", "Miembro Chat", "member", "demo"],
  ["member.scroll@example.com", "Miembro Desplazamiento", "member", "demo"],
  ["member.scroll.phone@example.com", "Miembro Teléfono", "member", "demo"],
  ["admin.config.es@example.com", "Admin Configuración", "admin", "demo"],
  ["admin.config.en@example.com", "Admin Configuration", "admin", "demo"],
  ["member.gaps.es@example.com", "Miembro Brechas", "member", "demo"],
  ["member.gaps.en@example.com", "Member Gaps", "member", "demo"],
  ["superadmin.phone@example.com", "Super Teléfono", "superadmin", null],
  ["member.outofscope@example.com", "Miembro Fuera", "member", "demo"],
  ["superadmin.support@example.com", "Super Soporte", "superadmin", null],
  ["superadmin.demos@example.com", "Super Demos", "superadmin", null],
  ["superadmin.layout@example.com", "Super Diseño", "superadmin", null],
  ["admin.text.es@example.com", "Admin Texto", "admin", "demo"],
  ["admin.text.en@example.com", "Admin Text", "admin", "demo"],
  ["admin.people.es@example.com", "Admin Personas", "admin", "demo"],
  ["admin.people.en@example.com", "Admin People", "admin", "demo"],
  ["superadmin.convert.es@example.com", "Super Conversión", "superadmin", null],
  ["superadmin.convert.en@example.com", "Super Conversion", "superadmin", null],
  ["admin.tz.es@example.com", "Admin Zona", "admin", "demo"],
  ["admin.tz.en@example.com", "Admin Zone", "admin", "demo"],
  ["admin.assistants.es@example.com", "Admin Asistentes", "admin", "demo"],
  ["admin.assistants.en@example.com", "Admin Assistants", "admin", "demo"],
  ["member.rrhh.es@example.com", "Rocío Recursos", "member", "demo"],
  ["member.rrhh.phone.es@example.com", "Ramón Teléfono", "member", "demo"],
  ["member.outside.es@example.com", "Olga Afuera", "member", "demo"],
  ["member.hr.en@example.com", "Hannah Resources", "member", "demo"],
  ["member.hr.phone.en@example.com", "Harry Phone", "member", "demo"],
  ["member.outside.en@example.com", "Oscar Outside", "member", "demo"],
] as const;

async function main() {
  await prepareDatabase(); // creates and seeds the demo database the users belong to
  for (const [email, name, role, organizationId] of USERS) {
    await createUser({ email, name, role, organizationId });
  }
  await closeDb();
  console.log(`[e2e] created ${USERS.length} users`);
}

void main();
