import type { InviteListRow } from "@/lib/validation/users";

/**
 * Reads what an admin pastes or uploads in the invite dialog into rows of POST /api/auth/users
 * {users}. Two shapes, mixed freely, one person per line unless a line holds only addresses:
 * - a list of addresses, one per line or several separated by commas, semicolons or spaces, also as
 *   mail programs copy them ("Ana López <ana@example.com>");
 * - CSV rows name, e-mail, role (comma, semicolon or tab separated, as spreadsheets export or copy
 *   them; quotes allowed), with or without a header line; the role may be written in either language
 *   and may be left out (member).
 * Nothing is refused here: every line becomes a row, and the server reports each bad one with its
 * reason, so the admin reads one summary.
 */

/** Role words of both languages, compared without accents or case. */
const ROLE_WORDS: Record<string, "member" | "admin"> = {
  member: "member",
  miembro: "member",
  usuario: "member",
  user: "member",
  admin: "admin",
  administrador: "admin",
  administradora: "admin",
  administrator: "admin",
};
const HEADER_WORDS = new Set([
  "name",
  "full name",
  "nombre",
  "nombre completo",
  "email",
  "e-mail",
  "mail",
  "correo",
  "correo electronico",
  "role",
  "rol",
]);

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

const roleOf = (field: string): "member" | "admin" | undefined => ROLE_WORDS[plain(field)];

/** Splits one line on commas, semicolons and tabs outside double quotes ("" is a quote inside). */
function splitFields(line: string): string[] {
  const fields: string[] = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === "," || char === ";" || char === "\t") {
      fields.push(current.trim());
      current = "";
    } else current += char;
  }
  fields.push(current.trim());
  return fields;
}

/** "Ana López <ana@example.com>" → name and address; anything else → addresses split on spaces. */
function addressRows(field: string): InviteListRow[] {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(field);
  if (named)
    return [{ email: named[2].trim(), ...(named[1] ? { name: named[1].replace(/^"|"$/g, "") } : {}) }];
  return field
    .split(/\s+/)
    .filter(Boolean)
    .map((email) => ({ email }));
}

/** A CSV row: the field with "@" is the address, those before it the name, a role word the role. */
function csvRow(fields: string[]): InviteListRow {
  const at = fields.findIndex((field) => field.includes("@"));
  if (at < 0) return { email: "", name: fields.filter(Boolean).join(", ") };
  const before = fields.slice(0, at).filter(Boolean);
  const after = fields.slice(at + 1).filter(Boolean);
  const roleField = after.find((field) => roleOf(field)) ?? (before.length ? after[0] : undefined);
  const nameParts = before.length ? before : after.filter((field) => field !== roleField);
  const row: InviteListRow = { email: fields[at] };
  if (nameParts.length) row.name = nameParts.join(", ");
  if (roleField) row.role = roleOf(roleField) ?? roleField;
  return row;
}

export function parseInviteList(text: string): InviteListRow[] {
  const lines = text
    .replace(/^\uFEFF/, "") // the byte-order mark spreadsheets put at the start of a CSV file
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const rows: InviteListRow[] = [];
  lines.forEach((line, index) => {
    const fields = splitFields(line);
    const isHeader =
      index === 0 && !line.includes("@") && fields.every((field) => !field || HEADER_WORDS.has(plain(field)));
    if (isHeader) return;
    // A line of one word is an address, however mistyped ("ana.example.com"): the summary says so.
    const onlyAddresses =
      fields.every((field) => !field || field.includes("@")) || (fields.length === 1 && !/\s/.test(line));
    if (onlyAddresses) rows.push(...fields.filter(Boolean).flatMap(addressRows));
    else rows.push(csvRow(fields));
  });
  return rows;
}

/**
 * A name for a person invited by address alone, from its local part: "ana.lopez+rh@…" → "Ana Lopez".
 * Accents cannot be recovered from an address; the admin corrects the name later (Edit) or sends a CSV
 * with names. Digits are dropped ("soporte2" → "Soporte"); an address of digits only gives "".
 */
export function nameFromEmail(email: string): string {
  const local = email.split("@")[0]?.split("+")[0] ?? "";
  return local
    .split(/[._\-\d]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("es") + word.slice(1).toLocaleLowerCase("es"))
    .join(" ");
}
