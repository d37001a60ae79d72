import fs from "node:fs";
import path from "node:path";

/**
 * House rules for route handlers (CODE_STYLE.md), checked on the source of every app/api route:
 * each handler calls a guard unless it is deliberately public and listed below, and request schemas
 * live in lib/validation, not inline.
 */

const API_DIR = path.resolve("app/api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** A call to any guard of server/auth/guards.ts, present or future (require…, optionalUser). */
const GUARD_CALL = /\b(require[A-Z]\w*|optionalUser|leavingSession)\(/;

/**
 * The deliberately public handlers, "METHOD /api/path" (or "* /api/path" for every method), each with
 * why. A new public route is added here explicitly, in review; anything else must call a guard.
 */
const PUBLIC_HANDLERS: Record<string, string> = {
  "GET /api/health": "probed by the start script, CI and load balancers",
  "GET /api/config": "an organisation's public branding (spec §7)",
  "POST /api/auth": "signing in is what makes a caller known",
  "POST /api/auth/login": "the same handler as POST /api/auth",
  "POST /api/auth/verify": "the same handler as POST /api/auth",
  "GET /api/auth/[...nextauth]": "Auth.js's own endpoints (csrf, session, callback)",
  "POST /api/auth/[...nextauth]": "Auth.js's own endpoints (csrf, session, callback)",
  "POST /api/demo_request": "the landing page's demo form",
  "GET /api/images/[organizationId]/[kind]": "logos and chat profile images, public by design (DESIGN §9)",
  "GET /api/images/[organizationId]/assistants/[assistantId]":
    "assistants' profile images, public like the one above (issue 23)",
  "* /api/[...path]": "the catch-all that answers 404 for unknown API paths",
};

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const routePath = (file: string) =>
  "/" + path.relative(path.resolve("app"), path.dirname(file)).split(path.sep).join("/");

/** Each exported handler of a route file with the source that defines it ("" for a re-export). */
function handlers(source: string): { method: string; body: string }[] {
  const found: { method: string; body: string }[] = [];
  for (const method of METHODS) {
    const defined = new RegExp(`^export (const|async function|function) ${method}\\b`, "m").exec(source);
    if (defined) {
      const rest = source.slice(defined.index + defined[0].length);
      const next = rest.search(/^export /m);
      found.push({ method, body: next === -1 ? rest : rest.slice(0, next) });
    } else if (new RegExp(`^export \\{[^}]*\\b${method}\\b[^}]*\\}`, "m").test(source)) {
      found.push({ method, body: "" });
    }
  }
  return found;
}

const files = routeFiles(API_DIR).map((file) => ({
  route: routePath(file),
  relative: path.relative(process.cwd(), file),
  source: fs.readFileSync(file, "utf8"),
}));

describe("app/api route handlers", () => {
  it("finds the route files", () => {
    expect(files.map((file) => file.route)).toEqual(expect.arrayContaining(["/api/health", "/api/chat"]));
  });

  it.each(files.map((file) => [file.relative, file] as const))(
    "%s: every handler calls a guard or is listed as public",
    (_name, file) => {
      const unguarded = handlers(file.source)
        .filter(({ body }) => !GUARD_CALL.test(body))
        .map(({ method }) => `${method} ${file.route}`)
        .filter((handler) => !PUBLIC_HANDLERS[handler] && !PUBLIC_HANDLERS[`* ${file.route}`]);
      expect(unguarded).toEqual([]);
    },
  );

  it.each(files.map((file) => [file.relative, file] as const))(
    "%s: no inline zod schema (they live in lib/validation)",
    (_name, file) => {
      expect(file.source).not.toMatch(/from ["']zod(\/[^"']*)?["']/);
      expect(file.source).not.toMatch(/\bz\.(object|string|number|enum|union|discriminatedUnion|array)\(/);
    },
  );
});

describe("the guard check itself", () => {
  it("catches a handler without a guard next to a guarded one", () => {
    const source = [
      "export const GET = route(async (request) => { const { organizationId } = await requireOrgAdmin(request); });",
      "export const DELETE = route(async (request) => json({ ok: true }));",
    ].join("\n");
    const unguarded = handlers(source).filter(({ body }) => !GUARD_CALL.test(body));
    expect(unguarded.map(({ method }) => method)).toEqual(["DELETE"]);
  });

  it("sees re-exported handlers, which then must be listed", () => {
    expect(handlers('export { POST } from "../route";')).toEqual([{ method: "POST", body: "" }]);
  });
});
