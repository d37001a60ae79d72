import { POST as logout } from "@/app/api/auth/logout/route";
import type { CallerContext, SessionUser } from "@/lib/auth/session-user";
import { requireOrgAdmin, requireSuperAdmin, requireUser } from "@/server/auth/guards";
import { getSessionUser } from "@/server/auth/session";
import { SESSION_COOKIE } from "@/server/auth/token";
import { json, route } from "@/server/http/respond";
import { createUser, findSessionHolder, findUserById } from "@/server/services/users";
import { bearer, jsonRequest, sessionCookie, sessionTokenFor } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase({ seed: true });

/** A route handler guarded like every real one, echoing who the guard let in. */
const probe = (guard: (request: Request) => Promise<SessionUser | CallerContext>) =>
  route(async (request) => {
    const caller = await guard(request);
    const user = "user" in caller ? caller.user : caller;
    return json({ success: true, email: user.email });
  });
const userProbe = probe(requireUser);
const adminProbe = probe(requireOrgAdmin);
const superAdminProbe = probe(requireSuperAdmin);

const call = async (handler: ReturnType<typeof probe>, headers: Record<string, string>, method = "POST") => {
  const response = await handler(
    jsonRequest("/api/probe", {}, { "accept-language": "en", ...headers }, method),
    undefined,
  );
  return { status: response.status, body: await response.json() };
};

describe("session resolution", () => {
  it("accepts the token as a bearer header and as the session cookie", async () => {
    const token = await sessionTokenFor("member@example.com");
    expect(await call(userProbe, bearer(token))).toEqual({
      status: 200,
      body: { success: true, email: "member@example.com" },
    });
    expect(await call(userProbe, { ...sessionCookie(token), origin: "http://localhost" })).toEqual({
      status: 200,
      body: { success: true, email: "member@example.com" },
    });
    const withOtherCookies = { cookie: `NEXT_LOCALE=en; ${SESSION_COOKIE}=${token}; other=1` };
    expect((await getSessionUser(jsonRequest("/x", {}, withOtherCookies)))?.email).toBe("member@example.com");
  });

  it("answers 401 to anonymous callers and garbage tokens, without internals", async () => {
    for (const headers of [
      {},
      bearer("garbage"),
      sessionCookie("not.a.jwe.token.at-all"),
      { authorization: "Bearer" },
    ]) {
      const result = await call(userProbe, headers);
      expect(result).toEqual({
        status: 401,
        body: { success: false, error: "Not authenticated. Please sign in to continue." },
      });
    }
  });

  it("does not fall back to the cookie when the bearer token is bad", async () => {
    const token = await sessionTokenFor("member@example.com");
    const result = await call(userProbe, {
      ...bearer("garbage"),
      ...sessionCookie(token),
      origin: "http://localhost",
    });
    expect(result.status).toBe(401);
  });

  it("ends sessions of deactivated and deleted users on the next request", async () => {
    const db = await testDb();
    const deactivated = await createUser({
      email: "deact@example.com",
      name: "D",
      role: "member",
      organizationId: "demo",
    });
    const deleted = await createUser({
      email: "gone@example.com",
      name: "G",
      role: "member",
      organizationId: "demo",
    });
    const [deactivatedToken, deletedToken] = await Promise.all([
      sessionTokenFor(deactivated.email),
      sessionTokenFor(deleted.email),
    ]);
    expect((await call(userProbe, bearer(deactivatedToken))).status).toBe(200);
    await db.user.update({ where: { id: deactivated.id }, data: { status: "inactive" } });
    await db.user.delete({ where: { id: deleted.id } });
    expect((await call(userProbe, bearer(deactivatedToken))).status).toBe(401);
    expect((await call(userProbe, bearer(deletedToken))).status).toBe(401);
  });

  it("applies a role change on the next request", async () => {
    const db = await testDb();
    const user = await createUser({
      email: "demoted@example.com",
      name: "D",
      role: "admin",
      organizationId: "demo",
    });
    const token = await sessionTokenFor(user.email);
    expect((await call(adminProbe, bearer(token))).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { role: "member" } });
    expect((await call(adminProbe, bearer(token))).status).toBe(403);
    expect((await call(userProbe, bearer(token))).status).toBe(200);
  });
});

describe("guards", () => {
  it("answers 403 to a member asking for admin and an admin asking for superadmin", async () => {
    const [member, admin, superadmin] = await Promise.all(
      ["member@example.com", "admin@example.com", "superadmin@example.com"].map(sessionTokenFor),
    );
    const forbidden = {
      status: 403,
      body: { success: false, error: "You do not have permission to do this." },
    };
    expect(await call(adminProbe, bearer(member))).toEqual(forbidden);
    expect(await call(superAdminProbe, bearer(admin))).toEqual(forbidden);
    expect((await call(adminProbe, bearer(admin))).status).toBe(200);
    // A superadmin has no organisation of their own: an organisation-scoped call has nothing to act on.
    expect((await call(adminProbe, bearer(superadmin))).status).toBe(403);
    expect((await call(superAdminProbe, bearer(superadmin))).status).toBe(200);
    expect((await call(adminProbe, {})).status).toBe(401);
  });

  it("refuses an admin without an organisation", async () => {
    const orphan = await createUser({
      email: "orphan@example.com",
      name: "O",
      role: "admin",
      organizationId: null,
    });
    expect((await call(adminProbe, bearer(await sessionTokenFor(orphan.email)))).status).toBe(403);
  });
});

describe("cross-origin protection of cookie-authenticated writes", () => {
  let token = "";
  beforeAll(async () => {
    token = await sessionTokenFor("admin@example.com");
  });
  const crossOrigin = {
    status: 403,
    body: { success: false, error: "Request refused: origin not allowed." },
  };

  it("refuses a cookie POST from a foreign Origin", async () => {
    expect(await call(userProbe, { ...sessionCookie(token), origin: "https://evil.example" })).toEqual(
      crossOrigin,
    );
    expect(await call(userProbe, { ...sessionCookie(token), origin: "null" })).toEqual(crossOrigin);
  });

  it("refuses a cookie POST that proves no origin at all, or a cross-site one", async () => {
    expect(await call(userProbe, sessionCookie(token))).toEqual(crossOrigin);
    expect(await call(userProbe, { ...sessionCookie(token), "sec-fetch-site": "cross-site" })).toEqual(
      crossOrigin,
    );
  });

  it("accepts the app's own origin, including behind a proxy", async () => {
    expect((await call(userProbe, { ...sessionCookie(token), origin: "http://localhost" })).status).toBe(200);
    expect((await call(userProbe, { ...sessionCookie(token), "sec-fetch-site": "same-origin" })).status).toBe(
      200,
    );
    const proxied = {
      ...sessionCookie(token),
      origin: "https://app.example.com",
      "x-forwarded-host": "app.example.com",
    };
    expect((await call(userProbe, proxied)).status).toBe(200);
  });

  it("does not apply to bearer tokens or to reads", async () => {
    expect((await call(userProbe, bearer(token))).status).toBe(200);
    expect((await call(userProbe, { ...bearer(token), origin: "https://evil.example" })).status).toBe(200);
    expect(
      (await call(userProbe, { ...sessionCookie(token), origin: "https://evil.example" }, "PUT")).status,
    ).toBe(403);
    const read = await userProbe(
      new Request("http://localhost/api/probe", {
        headers: { ...sessionCookie(token), origin: "https://evil.example" },
      }),
      undefined,
    );
    expect(read.status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the cookie and every bearer token of the user, and clears the cookie", async () => {
    const user = await createUser({
      email: "leaver@example.com",
      name: "L",
      role: "member",
      organizationId: "demo",
    });
    const [first, second] = [await sessionTokenFor(user.email), await sessionTokenFor(user.email)];
    const response = await logout(
      jsonRequest("/api/auth/logout", {}, { ...sessionCookie(first), origin: "http://localhost" }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get("set-cookie")).toBe(
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
    expect((await call(userProbe, bearer(first))).status).toBe(401);
    expect((await call(userProbe, bearer(second))).status).toBe(401);
    expect((await call(userProbe, { ...sessionCookie(first), origin: "http://localhost" })).status).toBe(401);
    // A fresh sign-in works again.
    expect((await call(userProbe, bearer(await sessionTokenFor(user.email)))).status).toBe(200);
  });

  it("succeeds for anonymous callers and refuses a cross-site logout by cookie", async () => {
    const anonymous = await logout(jsonRequest("/api/auth/logout", {}), undefined);
    expect(anonymous.status).toBe(200);
    const token = await sessionTokenFor("member@example.com");
    const forged = await logout(
      jsonRequest("/api/auth/logout", {}, { ...sessionCookie(token), origin: "https://evil.example" }),
      undefined,
    );
    expect(forged.status).toBe(403);
    expect((await call(userProbe, bearer(token))).status).toBe(200);
  });
});

describe("the session holder's query (one per request)", () => {
  it("reads the same user as the ORM, a Date included, and the organisation's suspension", async () => {
    const db = await testDb();
    const member = await db.user.findUniqueOrThrow({ where: { email: "member@example.com" } });
    await db.user.update({
      where: { id: member.id },
      data: { lastLoginAt: new Date("2026-11-20T08:30:00Z") },
    });
    const held = await findSessionHolder(member.id);
    expect(held).toEqual({ user: await findUserById(member.id), organizationSuspended: false });
    expect(held!.user.lastLoginAt).toBeInstanceOf(Date);

    await db.organization.update({ where: { id: member.organizationId! }, data: { status: "suspended" } });
    expect((await findSessionHolder(member.id))!.organizationSuspended).toBe(true);
    await db.organization.update({ where: { id: member.organizationId! }, data: { status: "active" } });
    expect(await findSessionHolder("no-such-user")).toBeNull();
  });
});
