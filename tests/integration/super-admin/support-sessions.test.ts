import { decode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import * as authJs from "@/app/api/auth/[...nextauth]/route";
import * as popularQuestions from "@/app/api/chat/popular-questions/route";
import * as impersonation from "@/app/api/impersonation/route";
import * as qa from "@/app/api/qa/route";
import { requireAreaPage } from "@/server/auth/guards";
import { SESSION_COOKIE } from "@/server/auth/token";
import { authSecret } from "@/server/config";
import { endExpiredImpersonations } from "@/server/services/impersonation";
import { call } from "@/tests/helpers/api";
import { sessionCookie, sessionTokenFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

/**
 * Support sessions' limits (issue 20 §8): one open per superadmin, a cookie that ends with the
 * session, every read in the audit trail, and an end recorded for every session, expiry included.
 */

// Pages read the cookie and the proxy's x-pathname through next/headers: here, what the test sets.
let page = { cookie: "", path: "/" };
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === SESSION_COOKIE && page.cookie ? { name, value: page.cookie } : undefined,
  }),
  headers: async () => new Headers({ "x-pathname": page.path }),
}));

useTestDatabase({ seed: true });
const clock = installFakeClock();

const HOUR_SECONDS = 60 * 60;
let superadmin: string;
let ids: Record<"member" | "admin" | "superadmin", string>;
beforeAll(async () => {
  superadmin = await sessionTokenFor("superadmin@example.com");
  const db = await testDb();
  const idOf = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
  ids = {
    member: await idOf("member@example.com"),
    admin: await idOf("admin@example.com"),
    superadmin: await idOf("superadmin@example.com"),
  };
});

const start = (userId: string, reason = "Soporte") =>
  call(impersonation, "POST", "/api/impersonation", { token: superadmin, body: { userId, reason } });
const startToken = async (userId: string, reason?: string) =>
  (await start(userId, reason)).body.token as string;
const readChat = async (token: string) =>
  (await call(popularQuestions, "GET", "/api/chat/popular-questions", { token, query: { limit: "3" } }))
    .status;
const events = async (action: string) =>
  (await testDb()).auditEvent.findMany({ where: { action }, orderBy: { createdAt: "asc" } });
const openSessions = async () =>
  (await testDb()).impersonation.findMany({ where: { impersonatorId: ids.superadmin, endedAt: null } });

describe("one support session per superadmin", () => {
  it("starting a new one ends the previous, recorded as replaced", async () => {
    const first = await startToken(ids.member, "Primera");
    expect(await readChat(first)).toBe(200);
    const second = await startToken(ids.admin, "Segunda");
    expect(await readChat(first)).toBe(401);
    expect(await readChat(second)).toBe(200);

    const db = await testDb();
    const [firstRow, secondRow] = await Promise.all(
      ["Primera", "Segunda"].map((reason) => db.impersonation.findFirstOrThrow({ where: { reason } })),
    );
    expect(firstRow.endedAt).toEqual(clock.now());
    expect(secondRow.endedAt).toBeNull();
    const [stopped] = await events("impersonation.stopped");
    expect(stopped).toMatchObject({
      actorId: ids.superadmin,
      organizationId: "demo",
      targetId: ids.member,
      metadata: { impersonationId: firstRow.id, replacedBy: secondRow.id },
    });
  });

  it("several started at the same moment leave exactly one open, and every other ended", async () => {
    for (let round = 0; round < 5; round += 1) {
      const started = await Promise.all(
        [ids.member, ids.admin, ids.member, ids.admin].map((userId) => start(userId, `Ronda ${round}`)),
      );
      expect(started.map((result) => result.status)).toEqual([201, 201, 201, 201]);
      expect(await openSessions()).toHaveLength(1);
      const live = await Promise.all(started.map((result) => readChat(result.body.token as string)));
      expect(live.filter((status) => status === 200)).toHaveLength(1);
    }
  });
});

describe("the support session's cookie", () => {
  it("lives as long as the session and no longer: Max-Age and Expires, and the token inside", async () => {
    clock.advanceSeconds(30);
    const started = await start(ids.member, "Cookie");
    const row = await (await testDb()).impersonation.findFirstOrThrow({ where: { reason: "Cookie" } });
    expect(row.expiresAt.getTime() - clock.now().getTime()).toBe(HOUR_SECONDS * 1000);
    const cookie = started.headers.get("set-cookie")!;
    expect(cookie).toContain(`Max-Age=${HOUR_SECONDS}`);
    expect(cookie).toContain(`Expires=${row.expiresAt.toUTCString()}`);
    const claims = await decode({
      token: started.body.token as string,
      secret: authSecret(),
      salt: SESSION_COOKIE,
    });
    expect(claims!.exp! - claims!.iat!).toBe(HOUR_SECONDS);

    // Leaving gives the superadmin's own 30-day cookie back.
    const left = await call(impersonation, "DELETE", "/api/impersonation", {
      token: started.body.token as string,
    });
    expect(left.headers.get("set-cookie")).toContain(`Max-Age=${30 * 24 * HOUR_SECONDS}`);
    expect(left.headers.get("set-cookie")).not.toContain("Expires=");
  });

  it("is not renewed for 30 days by Auth.js's own session endpoint, as other sessions' cookies are", async () => {
    const readAuthJsSession = async (token: string) => {
      const request = new NextRequest("http://localhost/api/auth/session", { headers: sessionCookie(token) });
      const response = await authJs.GET(request, { params: Promise.resolve({ nextauth: ["session"] }) });
      const sessionCookies = response.headers
        .getSetCookie()
        .filter((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
      return { user: ((await response.json()) as { user: { email: string } }).user, sessionCookies };
    };
    const support = await readAuthJsSession(await startToken(ids.member, "Auth.js"));
    expect(support).toEqual({
      user: expect.objectContaining({ email: "member@example.com" }),
      sessionCookies: [],
    });
    const own = await readAuthJsSession(await sessionTokenFor("admin@example.com"));
    expect(own.sessionCookies).toHaveLength(1);
  });
});

describe("reads during a support session", () => {
  it("each API request read is one audit event naming the impersonator, the user and what was read", async () => {
    const token = await startToken(ids.member, "Lecturas");
    const before = (await events("impersonation.read")).length;
    for (let request = 0; request < 3; request += 1) expect(await readChat(token)).toBe(200);
    const reads = (await events("impersonation.read")).slice(before);
    expect(reads).toHaveLength(3);
    const row = await (await testDb()).impersonation.findFirstOrThrow({ where: { reason: "Lecturas" } });
    expect(reads[0]).toMatchObject({
      actorId: ids.member,
      impersonatorId: ids.superadmin,
      organizationId: "demo",
      targetType: "user",
      targetId: ids.member,
      metadata: { impersonationId: row.id, method: "GET", path: "/api/chat/popular-questions?limit=3" },
    });

    // A refused write is not a read; the user's own requests are not support reads.
    const write = await call(qa, "POST", "/api/qa", { token, body: { question: "¿Hola?", answer: "Sí" } });
    expect(write.status).toBe(403);
    expect(await readChat(await sessionTokenFor("member@example.com"))).toBe(200);
    expect(await events("impersonation.read")).toHaveLength(before + 3);
  });

  it("a page read is one audit event with the page's path", async () => {
    const token = await startToken(ids.admin, "Pantallas");
    const before = (await events("impersonation.read")).length;
    page = { cookie: token, path: "/admin/reports?page=2" };
    const { user, decision } = await requireAreaPage("admin", "/admin/reports");
    expect([user.email, decision.kind]).toEqual(["admin@example.com", "allow"]);
    const reads = (await events("impersonation.read")).slice(before);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      actorId: ids.admin,
      impersonatorId: ids.superadmin,
      metadata: expect.objectContaining({ method: "GET", path: "/admin/reports?page=2" }),
    });

    // The superadmin's own pages are not support reads.
    page = { cookie: superadmin, path: "/super-admin/organizations" };
    await requireAreaPage("super-admin", "/super-admin/organizations");
    expect(await events("impersonation.read")).toHaveLength(before + 1);
  });
});

describe("an expired support session records its end", () => {
  it("when its token is next seen, once", async () => {
    const token = await startToken(ids.member, "Caduca");
    const row = await (await testDb()).impersonation.findFirstOrThrow({ where: { reason: "Caduca" } });
    clock.advanceSeconds(HOUR_SECONDS + 1);
    expect(await readChat(token)).toBe(401);
    expect(await readChat(token)).toBe(401);
    const expired = (await events("impersonation.expired")).filter(
      (event) => (event.metadata as { impersonationId: string }).impersonationId === row.id,
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({
      actorId: ids.superadmin,
      organizationId: "demo",
      targetId: ids.member,
    });
    const ended = await (await testDb()).impersonation.findUniqueOrThrow({ where: { id: row.id } });
    expect(ended.endedAt).toEqual(row.expiresAt);
  });

  it("by the start-up sweep when nobody uses it again", async () => {
    await startToken(ids.admin, "Olvidada");
    const row = await (await testDb()).impersonation.findFirstOrThrow({ where: { reason: "Olvidada" } });
    clock.advanceSeconds(HOUR_SECONDS - 1);
    expect(await endExpiredImpersonations()).toBe(0);
    clock.advanceSeconds(1);
    expect(await endExpiredImpersonations()).toBe(1);
    expect(await endExpiredImpersonations()).toBe(0);
    const ended = await (await testDb()).impersonation.findUniqueOrThrow({ where: { id: row.id } });
    expect(ended.endedAt).toEqual(row.expiresAt);
  });

  it("by the superadmin's next start, as expired rather than replaced", async () => {
    await startToken(ids.member, "Antes");
    clock.advanceSeconds(HOUR_SECONDS);
    await startToken(ids.admin, "Después");
    const row = await (await testDb()).impersonation.findFirstOrThrow({ where: { reason: "Antes" } });
    const endings = [...(await events("impersonation.expired")), ...(await events("impersonation.stopped"))];
    const mine = endings.filter(
      (event) => (event.metadata as { impersonationId: string }).impersonationId === row.id,
    );
    expect(mine.map((event) => event.action)).toEqual(["impersonation.expired"]);
  });

  it("so the trail shows a start and exactly one end for every session", async () => {
    clock.advanceSeconds(HOUR_SECONDS);
    await endExpiredImpersonations();
    const db = await testDb();
    const sessions = await db.impersonation.findMany();
    const trail = await db.auditEvent.findMany({
      where: { action: { in: ["impersonation.started", "impersonation.stopped", "impersonation.expired"] } },
    });
    const actionsOf = (id: string) =>
      trail
        .filter((event) => (event.metadata as { impersonationId: string }).impersonationId === id)
        .map((event) => event.action);
    expect(sessions.length).toBeGreaterThan(20);
    for (const session of sessions) {
      expect(session.endedAt).not.toBeNull();
      const actions = actionsOf(session.id);
      expect(actions.filter((action) => action === "impersonation.started")).toHaveLength(1);
      expect(actions.filter((action) => action !== "impersonation.started")).toEqual([
        expect.stringMatching(/^impersonation\.(expired|stopped)$/),
      ]);
    }
  });
});
