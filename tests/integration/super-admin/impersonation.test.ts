import * as logout from "@/app/api/auth/logout/route";
import * as popularQuestions from "@/app/api/chat/popular-questions/route";
import * as impersonation from "@/app/api/impersonation/route";
import * as organizations from "@/app/api/organizations/route";
import { requireAreaPage } from "@/server/auth/guards";
import { resolveSession } from "@/server/auth/session";
import { SESSION_COOKIE } from "@/server/auth/token";
import { bearer, sessionTokenFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { createSecondOrganization } from "@/tests/helpers/organizations";
import { call } from "@/tests/helpers/api";
import { refusedCallers } from "./helpers";
import { seededCallers, type SeededCallers } from "@/tests/helpers/organizations";

// Pages read the session cookie through next/headers; here it is a jar the tests fill in.
let cookieJar: Record<string, string> = {};
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name in cookieJar ? { name, value: cookieJar[name] } : undefined),
  }),
  headers: async () => new Headers(),
}));

useTestDatabase({ seed: true });
const clock = installFakeClock();

let callers: SeededCallers;
let ids: Record<"member" | "admin" | "superadmin" | "otherMember", string>;
beforeAll(async () => {
  await createSecondOrganization();
  callers = await seededCallers();
  const db = await testDb();
  const idOf = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
  ids = {
    member: await idOf("member@example.com"),
    admin: await idOf("admin@example.com"),
    superadmin: await idOf("superadmin@example.com"),
    otherMember: await idOf("member@otra.example"),
  };
});

const startAs = (token: string | undefined, body: unknown) =>
  call(impersonation, "POST", "/api/impersonation", { token, body });
const start = (body: unknown) => startAs(callers.superadmin, body);
const leave = (token: string) => call(impersonation, "DELETE", "/api/impersonation", { token });
const canUseChat = async (token: string) => (await call(popularQuestions, "GET", "/x", { token })).status;
const sessionVersions = async () =>
  await (
    await testDb()
  ).user.findMany({ orderBy: { email: "asc" }, select: { email: true, sessionVersion: true } });

describe("POST /api/impersonation", () => {
  it("is for superadmins only", async () => {
    for (const [token, status] of refusedCallers(callers)) {
      expect((await startAs(token, { userId: ids.member, reason: "x" })).status).toBe(status);
    }
  });

  it("requires a reason and an active member or admin of an active organisation", async () => {
    const noReason = await start({ userId: ids.member, reason: "   " });
    expect([noReason.status, noReason.body.error]).toEqual([400, "Give a reason for the support session."]);
    const db = await testDb();
    await db.organization.update({ where: { id: "otra" }, data: { status: "suspended" } });
    for (const userId of [ids.superadmin, ids.otherMember, "no-such-user"]) {
      const refused = await start({ userId, reason: "Soporte" });
      expect([refused.status, refused.body.error]).toEqual([
        400,
        "You can only view as an active user of an active organization.",
      ]);
    }
    await db.organization.update({ where: { id: "otra" }, data: { status: "active" } });
    expect(await db.impersonation.count()).toBe(0);
  });
});

describe("a support session", () => {
  let token: string;
  const versionsBefore: { email: string; sessionVersion: number }[] = [];

  it("starts: the app acts as the user, with the banner's data, and the start is audited", async () => {
    versionsBefore.push(...(await sessionVersions()));
    const started = await start({ userId: ids.member, reason: "El cliente no ve sus respuestas" });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ success: true, token: expect.any(String), redirect: "/chat" });
    token = started.body.token as string;

    const session = await resolveSession(new Request("http://localhost/x", { headers: bearer(token) }));
    expect(session?.user.email).toBe("member@example.com");
    expect(session?.impersonation).toEqual({
      id: expect.any(String),
      impersonator: { id: ids.superadmin, name: "Super Admin", email: "superadmin@example.com" },
      organizationName: "Demo",
      expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000),
    });
    expect(await canUseChat(token)).toBe(200);

    const event = await (
      await testDb()
    ).auditEvent.findFirstOrThrow({ where: { action: "impersonation.started" } });
    expect(event).toMatchObject({
      actorId: ids.superadmin,
      organizationId: "demo",
      targetType: "user",
      targetId: ids.member,
      metadata: expect.objectContaining({ reason: "El cliente no ve sus respuestas" }),
    });
  });

  it("cannot reach the super-admin API nor start another impersonation", async () => {
    expect((await call(organizations, "GET", "/x", { token })).status).toBe(403);
    const nested = await startAs(token, { userId: ids.admin, reason: "Otra" });
    expect(nested.status).toBe(403);
    expect(await (await testDb()).impersonation.count()).toBe(1);
  });

  it("shows the pages as the user: the super-admin area is out of reach", async () => {
    cookieJar = { [SESSION_COOKIE]: token };
    const { decision, user } = await requireAreaPage("super-admin", "/super-admin/organizations");
    expect([user.email, decision.kind]).toEqual(["member@example.com", "access-denied"]);
    expect((await requireAreaPage("member", "/chat")).decision.kind).toBe("allow");
  });

  it("leaves the user's own sessions untouched", async () => {
    expect(await canUseChat(callers.member)).toBe(200);
    expect(await sessionVersions()).toEqual(versionsBefore);
  });

  it("ends on leaving: the superadmin's own session comes back, the old token is dead, the end is audited", async () => {
    const left = await leave(token);
    expect(left.status).toBe(200);
    expect(left.body.redirect).toBe("/super-admin/impersonate");
    const own = left.body.token as string;
    expect((await call(organizations, "GET", "/x", { token: own })).status).toBe(200);
    expect(await canUseChat(token)).toBe(401);
    expect((await leave(own)).status).toBe(400); // nothing to leave any more

    const db = await testDb();
    expect(
      await db.auditEvent.count({ where: { action: "impersonation.stopped", actorId: ids.superadmin } }),
    ).toBe(1);
    expect(await canUseChat(callers.member)).toBe(200);
    expect(await sessionVersions()).toEqual(versionsBefore);
  });

  it("sets the session cookie on start and on leaving", async () => {
    const request = (method: string, token: string, body?: unknown) =>
      new Request("http://localhost/api/impersonation", {
        method,
        headers: { ...bearer(token), "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const cookieOf = async (response: Response) => {
      const { token } = (await response.json()) as { token: string };
      expect(response.headers.get("set-cookie")).toMatch(
        new RegExp(`^${SESSION_COOKIE}=${token}; Path=/; .*HttpOnly`),
      );
      return token;
    };
    const started = await cookieOf(
      await impersonation.POST(
        request("POST", callers.superadmin, { userId: ids.admin, reason: "Cookie" }),
        undefined,
      ),
    );
    await cookieOf(await impersonation.DELETE(request("DELETE", started), undefined));
  });

  it("expires after 60 minutes by the server clock", async () => {
    const started = await start({ userId: ids.member, reason: "Caducidad" });
    const expiring = started.body.token as string;
    clock.advanceSeconds(59 * 60);
    expect(await canUseChat(expiring)).toBe(200);
    clock.advanceSeconds(61);
    expect(await canUseChat(expiring)).toBe(401);
    expect(await canUseChat(callers.member)).toBe(200);
  });

  it("signing out in a support session ends it and the superadmin's sessions, never the user's", async () => {
    const superadminToken = await sessionTokenFor("superadmin@example.com");
    const started = await startAs(superadminToken, { userId: ids.member, reason: "Salida" });
    const before = await sessionVersions();
    expect((await call(logout, "POST", "/x", { token: started.body.token as string })).status).toBe(200);
    const after = await sessionVersions();
    const version = (list: typeof before, email: string) =>
      list.find((user) => user.email === email)?.sessionVersion;
    expect(version(after, "member@example.com")).toBe(version(before, "member@example.com"));
    expect(version(after, "superadmin@example.com")).toBe(version(before, "superadmin@example.com")! + 1);
    expect(await canUseChat(callers.member)).toBe(200);
    const db = await testDb();
    expect(await db.impersonation.count({ where: { endedAt: null, reason: "Salida" } })).toBe(0);
  });
});
