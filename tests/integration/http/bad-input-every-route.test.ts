import fs from "node:fs";
import path from "node:path";
import { call, type Method, type RouteModule } from "@/tests/helpers/api";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { useTestDatabase } from "@/tests/helpers/test-db";
import en from "@/messages/en.json";

/**
 * Issue 20, point 7: bad input never gives 500. Every exported handler of every app/api route file is
 * called with a NUL in each dynamic segment, in the query and in a JSON string of the body, anonymously
 * and as each role, and must answer 400 with a clear message (or the guard's 401/403), never 500.
 */

useTestDatabase({ seed: true });
// Auth.js logs the refused requests it answers itself; every status is asserted below.
beforeAll(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

const API_DIR = path.resolve("app/api");
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const URL_REFUSAL = en.Errors.urlControlCharacters;
const BODY_REFUSAL = en.Errors.controlCharacters;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

type Route = {
  /** "/api/organizations/[id]/audit" */
  pattern: string;
  module: RouteModule;
  /** The handlers that read a JSON body (readJson, or the upload reader), re-exports followed. */
  readingBody: Set<Method>;
};

/** Whether `method`'s handler in `file` reads a body: its own source, up to the next export. */
function handlerReadsBody(file: string, method: Method): boolean {
  const source = fs.readFileSync(file, "utf8");
  const reExport = new RegExp(`^export \\{[^}]*\\b${method}\\b[^}]*\\} from "(\\.[^"]+)";`, "m").exec(source);
  if (reExport) return handlerReadsBody(path.resolve(path.dirname(file), `${reExport[1]}.ts`), method);
  const defined = new RegExp(`^export const ${method}\\b`, "m").exec(source);
  if (!defined) return false;
  const rest = source.slice(defined.index + defined[0].length);
  const next = rest.search(/^export /m);
  return /\b(readJson|readDocumentUpload)\(/.test(next === -1 ? rest : rest.slice(0, next));
}

async function loadRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of routeFiles(API_DIR).sort()) {
    routes.push({
      pattern: "/" + path.relative(path.resolve("app"), path.dirname(file)).split(path.sep).join("/"),
      module: (await import(file)) as RouteModule,
      readingBody: new Set(METHODS.filter((method) => handlerReadsBody(file, method))),
    });
  }
  return routes;
}

/** Plausible values for each dynamic segment, so that only the one under test is bad. */
const GOOD_SEGMENT: Record<string, string | string[]> = {
  id: "3f1c2a9e-8d4b-4c6e-9a7f-1b2c3d4e5f60",
  kind: "logo",
  organizationId: "demo",
  assistantId: "3f1c2a9e-8d4b-4c6e-9a7f-1b2c3d4e5f61",
  path: ["unknown"],
  nextauth: ["session"],
};

const segmentsOf = (pattern: string) =>
  [...pattern.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map(([, spread, name]) => ({ name, catchAll: !!spread }));

/**
 * The path as a client sends it (percent-encoded) and the params as Next decodes them (a catch-all's
 * are an array, which call() passes through as it is).
 */
function request(pattern: string, bad?: { name: string; value: string }) {
  const params: Record<string, string | string[]> = {};
  let url = pattern;
  for (const { name, catchAll } of segmentsOf(pattern)) {
    const good = GOOD_SEGMENT[name];
    if (good === undefined) throw new Error(`no plausible value for [${name}] in ${pattern}: add one`);
    const value = bad?.name === name ? (catchAll ? [bad.value] : bad.value) : good;
    params[name] = value;
    const encoded = (Array.isArray(value) ? value : [value]).map(encodeURIComponent).join("/");
    url = url.replace(catchAll ? `[...${name}]` : `[${name}]`, encoded);
  }
  return { url, params: params as Record<string, string> };
}

const CALLERS = ["anonymous", "member@example.com", "admin@example.com", "superadmin@example.com"] as const;
/** A fresh token per call: a handler that ignores the body (logout) may end the caller's sessions. */
const tokenOf = async (caller: (typeof CALLERS)[number]) =>
  caller === "anonymous" ? undefined : sessionTokenFor(caller);

const QUERY_NAMES = ["id", "email", "org_name", "page", "limit", "range", "filter", "status", "type"];

let routes: Route[];
beforeAll(async () => {
  routes = await loadRoutes();
});

const handlersOf = (route: Route) => METHODS.filter((method) => route.module[method]);

describe("a NUL or other control character in the URL answers 400 on every route, before any guard", () => {
  it("finds every route and its handlers", () => {
    const all = routes.flatMap((route) => handlersOf(route).map((method) => `${method} ${route.pattern}`));
    expect(all).toEqual(
      expect.arrayContaining([
        "GET /api/documents/[id]",
        "GET /api/organizations/[id]/audit",
        "GET /api/images/[organizationId]/[kind]",
        "GET /api/images/[organizationId]/assistants/[assistantId]",
        "POST /api/auth/[...nextauth]",
        "DELETE /api/[...path]",
      ]),
    );
    expect(all.length).toBeGreaterThanOrEqual(40);
  });

  it("in each dynamic segment", async () => {
    const answers: string[] = [];
    for (const route of routes) {
      for (const { name } of segmentsOf(route.pattern)) {
        for (const method of handlersOf(route)) {
          for (const caller of CALLERS) {
            const { url, params } = request(route.pattern, { name, value: "a\u0000b" });
            const { status, body } = await call(route.module, method, url, {
              token: await tokenOf(caller),
              params,
            });
            answers.push(`${method} ${url} as ${caller}: ${status} ${body.error}`);
            expect({ method, url, caller, status, error: body.error }).toEqual({
              method,
              url,
              caller,
              status: 400,
              error: URL_REFUSAL,
            });
          }
        }
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(40);
  });

  it("in the query string, whatever the parameter", async () => {
    for (const route of routes) {
      for (const method of handlersOf(route)) {
        for (const queryName of QUERY_NAMES) {
          const { url, params } = request(route.pattern);
          const { status, body } = await call(route.module, method, url, {
            token: await tokenOf("admin@example.com"),
            params,
            query: { [queryName]: "1\u0000" },
          });
          expect({ method, url, queryName, status, error: body.error }).toEqual({
            method,
            url,
            queryName,
            status: 400,
            error: URL_REFUSAL,
          });
        }
      }
    }
  });

  it("line breaks, tabs and DEL too, and a path that does not decode", async () => {
    const { module } = routes.find((route) => route.pattern === "/api/documents/[id]")!;
    const token = await tokenOf("admin@example.com");
    for (const bad of ["a\nb", "a\rb", "a\tb", "a\u007fb", "\u001b[31m"]) {
      const { status, body } = await call(module, "GET", `/api/documents/${encodeURIComponent(bad)}`, {
        token,
        params: { id: bad },
      });
      expect({ bad, status, error: body.error }).toEqual({ bad, status: 400, error: URL_REFUSAL });
    }
    // %C0%AF is an overlong "/": not UTF-8, so no handler could read the segment.
    const { status } = await call(module, "GET", "/api/documents/%C0%AF", { token, params: { id: "x" } });
    expect(status).toBe(400);
  });

  it("answers in the caller's language", async () => {
    const route = routes.find((candidate) => candidate.pattern === "/api/qa")!;
    const { status, body } = await call(route.module, "GET", "/api/qa", {
      token: await tokenOf("admin@example.com"),
      query: { limit: "\u0000" },
      headers: { "accept-language": "es" },
    });
    expect({ status, error: body.error }).toEqual({
      status: 400,
      error:
        "La dirección contiene caracteres que no se permiten (por ejemplo, un carácter nulo o un salto de línea). Corrígela e inténtalo de nuevo.",
    });
  });
});

describe("a NUL in a JSON body", () => {
  it("answers 400 wherever the body is read, and never 500 anywhere", async () => {
    const refusedSomewhere: string[] = [];
    for (const route of routes) {
      // A GET carries no body.
      for (const method of handlersOf(route).filter((candidate) => candidate !== "GET")) {
        const { url, params } = request(route.pattern);
        const statuses: number[] = [];
        for (const caller of CALLERS) {
          const { status, body } = await call(route.module, method, url, {
            token: await tokenOf(caller),
            params,
            body: { value: "a\u0000b", nested: { list: ["c\u0000"] } },
          });
          statuses.push(status);
          expect({ method, url, caller, status: status >= 500 ? status : "below 500" }).toEqual({
            method,
            url,
            caller,
            status: "below 500",
          });
          if (status === 400 && body?.error === BODY_REFUSAL)
            refusedSomewhere.push(`${method} ${route.pattern}`);
        }
        // Where a handler reads a body, some caller gets past its guard and is refused for the NUL;
        // the others are stopped by the guard first.
        if (route.readingBody.has(method)) {
          expect({
            handler: `${method} ${route.pattern}`,
            refused: refusedSomewhere.includes(`${method} ${route.pattern}`),
          }).toEqual({
            handler: `${method} ${route.pattern}`,
            refused: true,
          });
          for (const status of statuses) expect([400, 401, 403, 429]).toContain(status);
        }
      }
    }
    expect(refusedSomewhere).toEqual(
      expect.arrayContaining([
        "POST /api/chat",
        "POST /api/qa",
        "PUT /api/organizations/[id]",
        "POST /api/auth",
      ]),
    );
  });
});
