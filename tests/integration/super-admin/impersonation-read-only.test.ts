import fs from "node:fs";
import path from "node:path";
import { POST as startImpersonation } from "@/app/api/impersonation/route";
import { sessionCookie, sessionTokenFor } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { call, type RouteModule } from "@/tests/helpers/api";

/**
 * A support session is read-only on the server, for every write route: this suite finds the route
 * files itself (app/api/**\/route.ts) and calls every POST, PUT, PATCH and DELETE they export with an
 * impersonating session, so a route added later is covered without anyone remembering to add it.
 */
useTestDatabase({ seed: true });

const API_ROOT = path.join(process.cwd(), "app/api");
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** Routes that act as nobody (sign-in, Auth.js, the JSON 404): a session changes nothing there. */
const PUBLIC_ROUTES = new Set([
  "[...path]/route.ts",
  "auth/route.ts",
  "auth/login/route.ts",
  "auth/verify/route.ts",
  "auth/[...nextauth]/route.ts",
  "demo_request/route.ts",
]);
/** The ways out, which a support session must keep (tests/integration/super-admin/impersonation.test.ts). */
const EXITS = new Set(["auth/logout/route.ts POST", "impersonation/route.ts DELETE"]);
/** The chat's test mode, which stores nothing of the viewed user's (tests/integration/chat/support-test-mode.test.ts). */
const SUPPORT_QUESTION = "chat/route.ts POST";

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(API_ROOT, full)] : [];
  });
}

const callsAGuard = (source: string) => /\b(require[A-Z]\w*|optionalUser|leavingSession)\(/.test(source);

// Any dynamic segment ([id], [kind]…) reads as "x": the guard answers before the id is looked at.
const anyParams = new Proxy({}, { get: (_, key) => (key === "then" ? undefined : "x") }) as Record<
  string,
  string
>;

type WriteRoute = { name: string; handlers: RouteModule; method: (typeof WRITE_METHODS)[number] };

function writeRoutes(): WriteRoute[] {
  return routeFiles(API_ROOT).flatMap((file) => {
    if (PUBLIC_ROUTES.has(file)) return [];
    const source = fs.readFileSync(path.join(API_ROOT, file), "utf8");
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file list is only known at run time
    const handlers = require(path.join(API_ROOT, file)) as RouteModule;
    return WRITE_METHODS.filter(
      (method) =>
        handlers[method] && !EXITS.has(`${file} ${method}`) && `${file} ${method}` !== SUPPORT_QUESTION,
    ).map((method) => {
      if (!callsAGuard(source)) {
        throw new Error(`${file} ${method} calls no guard: guard it, or list it in PUBLIC_ROUTES`);
      }
      return { name: `${method} /api/${file.replace(/\/?route\.ts$/, "")}`, handlers, method };
    });
  });
}

const routes = writeRoutes();
const READ_ONLY = "You are viewing someone else's account in read-only mode: changes cannot be saved.";

let impersonating: string;
beforeAll(async () => {
  const db = await testDb();
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  const started = await call({ POST: startImpersonation }, "POST", "/api/impersonation", {
    token: await sessionTokenFor("superadmin@example.com"),
    body: { userId: admin.id, reason: "Revisar el entrenamiento" },
  });
  expect(started.status).toBe(201);
  impersonating = started.body.token as string;
});

async function tableCounts() {
  const db = await testDb();
  return Promise.all([
    db.organization.count(),
    db.user.count(),
    db.knowledgeBlock.count(),
    db.qaPair.count(),
    db.document.count(),
    db.interaction.count(),
    db.conversation.count(),
    db.auditEvent.count(),
    db.impersonation.count({ where: { endedAt: null } }),
  ]);
}

describe("a support session (impersonating an admin)", () => {
  it("finds the write routes, including the admin's own", () => {
    const names = routes.map((route) => route.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/knowledge_blocks",
        "DELETE /api/documents/[id]",
        "POST /api/chat/rating",
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(15);
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    "%s answers 403 (read-only) and changes nothing",
    async (_name, route) => {
      const before = await tableCounts();
      for (const credentials of [
        { token: impersonating },
        { headers: { ...sessionCookie(impersonating), origin: "http://localhost" } },
      ]) {
        const { status, body } = await call(route.handlers, route.method, "/api/x", {
          ...credentials,
          body: {},
          params: anyParams,
        });
        expect([status, body.error]).toEqual([403, READ_ONLY]);
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});
