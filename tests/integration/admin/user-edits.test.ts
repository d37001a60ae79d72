import * as usersRoute from "@/app/api/auth/users/route";
import * as organizationUsersRoute from "@/app/api/organizations/[id]/users/route";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { apiClient, type ApiResult } from "@/tests/helpers/api";
import { OTHER_ORGANIZATION, createSecondOrganization } from "@/tests/helpers/organizations";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/**
 * Issue 24 §3: an admin corrects a person's name and changes their role (member ↔ admin) with PUT
 * /api/auth/users {email, name?, role?}; a superadmin does the same for any organisation with PUT
 * /api/organizations/{id}/users. Demoting keeps every removal rule: never the last active admin, never
 * oneself, never an admin who was admin before the caller (promotion counts as becoming admin).
 */
useTestDatabase();

const users = apiClient("/api/auth/users", usersRoute);
const superUsers = apiClient("/api/organizations/{id}/users", organizationUsersRoute);
const DAY = 24 * 60 * 60 * 1000;

let organizationCount = 0;
let superadmin: string;

beforeAll(async () => {
  const db = await testDb();
  await db.user.create({ data: { email: "root@example.com", name: "Root", role: "superadmin" } });
  superadmin = await sessionTokenFor("root@example.com");
  await createSecondOrganization();
});

/**
 * A fresh organisation: admins a@, b@ (added a day apart, a first) and a member m@ added before both,
 * each with a session token.
 */
async function organization() {
  const db = await testDb();
  const id = `org-${++organizationCount}`;
  await db.organization.create({ data: { id, name: `Org ${organizationCount}` } });
  // In the past: a promotion made now comes after all of them.
  const at = (days: number) => new Date(Date.now() - 60 * DAY + days * DAY);
  const people = {
    m: { email: `m@${id}.example`, role: "member" as const, createdAt: at(-30) },
    a: { email: `a@${id}.example`, role: "admin" as const, createdAt: at(0) },
    b: { email: `b@${id}.example`, role: "admin" as const, createdAt: at(1) },
  };
  await db.user.createMany({
    data: Object.values(people).map((person) => ({ ...person, name: "Persona", organizationId: id })),
  });
  const tokens = {
    m: await sessionTokenFor(people.m.email),
    a: await sessionTokenFor(people.a.email),
    b: await sessionTokenFor(people.b.email),
  };
  const emails = { m: people.m.email, a: people.a.email, b: people.b.email };
  const stored = (email: string) =>
    db.user.findUniqueOrThrow({ where: { email }, select: { name: true, role: true, adminSince: true } });
  return { id, emails, tokens, stored };
}

const put = (token: string, body: Record<string, unknown>, locale = "en") =>
  users("PUT", { token, body, headers: { "accept-language": locale } });
const refusal = (status: number, key: keyof typeof en.Errors, locale: "en" | "es" = "en") => ({
  status,
  body: { success: false, error: (locale === "en" ? en : es).Errors[key] },
});
const byStatus = (results: ApiResult[]) => [...results].sort((x, y) => x.status - y.status);

describe("changing a role", () => {
  it("an admin promotes a member and demotes the admins who became admin after them", async () => {
    const { id, emails, tokens, stored } = await organization();
    expect(await put(tokens.a, { email: emails.m, role: "admin" })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await stored(emails.m)).toMatchObject({ role: "admin", adminSince: expect.any(Date) });
    // The promoted member now manages users; their own list shows their new role.
    const listed = await users("GET", { token: tokens.m });
    expect(listed.status).toBe(200);

    expect((await put(tokens.a, { email: emails.m, role: "member" })).status).toBe(200);
    expect((await put(tokens.a, { email: emails.b, role: "member" })).status).toBe(200);
    expect(await stored(emails.b)).toEqual({ name: "Persona", role: "member", adminSince: null });
    // The demoted admin's next request is refused: roles are read again on every request.
    expect((await users("GET", { token: tokens.b })).status).toBe(403);

    const audit = await (
      await testDb()
    ).auditEvent.findMany({
      where: { organizationId: id, action: "user.role_changed" },
      orderBy: { createdAt: "asc" },
      select: { metadata: true },
    });
    expect(audit.map((event) => event.metadata)).toEqual([
      { from: "member", to: "admin" },
      { from: "admin", to: "member" },
      { from: "admin", to: "member" },
    ]);
  });

  it("an admin never demotes one who was admin before them (in both languages), nor changes their own role", async () => {
    const { emails, tokens, stored } = await organization();
    expect(await put(tokens.b, { email: emails.a, role: "member" })).toEqual(
      refusal(403, "cannotDemoteSeniorAdmin"),
    );
    expect(await put(tokens.b, { email: emails.a, role: "member" }, "es")).toEqual(
      refusal(403, "cannotDemoteSeniorAdmin", "es"),
    );
    expect(await put(tokens.a, { email: emails.a, role: "member" })).toEqual(
      refusal(403, "cannotChangeOwnRole"),
    );
    expect((await stored(emails.a)).role).toBe("admin");
  });

  it("seniority counts from the promotion: a long-standing member made admin cannot demote who promoted them", async () => {
    const { emails, tokens, stored } = await organization();
    // m was created a month before b, but becomes admin only now, after b.
    expect((await put(tokens.b, { email: emails.m, role: "admin" })).status).toBe(200);
    expect(await put(tokens.m, { email: emails.b, role: "member" })).toEqual(
      refusal(403, "cannotDemoteSeniorAdmin"),
    );
    expect(await users("DELETE", { token: tokens.m, query: { email: emails.b } })).toEqual(
      refusal(403, "cannotRemoveSeniorAdmin"),
    );
    // The other way round is allowed.
    expect((await put(tokens.b, { email: emails.m, role: "member" })).status).toBe(200);
    expect((await stored(emails.m)).role).toBe("member");
  });

  it("never demotes the last active admin (409 in both languages), whoever asks", async () => {
    const { id, emails, tokens, stored } = await organization();
    const superPut = (body: Record<string, unknown>, locale = "en") =>
      superUsers("PUT", { token: superadmin, params: { id }, body, headers: { "accept-language": locale } });
    expect((await superPut({ email: emails.a, role: "member" })).status).toBe(200);
    expect(await superPut({ email: emails.b, role: "member" })).toEqual(refusal(409, "lastActiveAdmin"));
    expect(await superPut({ email: emails.b, role: "member" }, "es")).toEqual(
      refusal(409, "lastActiveAdmin", "es"),
    );
    expect((await stored(emails.b)).role).toBe("admin");
    // b cannot demote themselves either: the organisation keeps its one active admin.
    expect((await put(tokens.b, { email: emails.b, role: "member" })).status).toBe(403);
  });

  it("two admins demoting each other at the same moment: exactly one wins, one active admin remains", async () => {
    for (let round = 0; round < 8; round += 1) {
      const db = await testDb();
      const id = `race-${round}`;
      await db.organization.create({ data: { id, name: id } });
      const emails = [`x@${id}.example`, `y@${id}.example`];
      // Added at the same moment: neither is senior, so only the last-admin rule can stop one.
      await db.user.createMany({
        data: emails.map((email) => ({ email, name: "Par", role: "admin" as const, organizationId: id })),
      });
      const [x, y] = await Promise.all(emails.map((email) => sessionTokenFor(email)));
      const [won, refused] = byStatus(
        await Promise.all([
          put(x, { email: emails[1], role: "member" }),
          put(y, { email: emails[0], role: "member" }),
        ]),
      );
      expect(won).toEqual({ status: 200, body: { success: true } });
      expect([409, 403]).toContain(refused.status);
      expect(await db.user.count({ where: { organizationId: id, role: "admin", status: "active" } })).toBe(1);
    }
  });

  it("answers 404 for a user of another organisation, and changes nothing there", async () => {
    const { tokens } = await organization();
    expect(await put(tokens.a, { email: OTHER_ORGANIZATION.member, role: "admin" })).toEqual(
      refusal(404, "userNotFound"),
    );
    expect(await put(tokens.a, { email: OTHER_ORGANIZATION.admin, name: "Tomado" })).toEqual(
      refusal(404, "userNotFound"),
    );
    const db = await testDb();
    expect(
      await db.user.findUniqueOrThrow({
        where: { email: OTHER_ORGANIZATION.member },
        select: { role: true },
      }),
    ).toEqual({ role: "member" });
    expect(
      await db.user.findUniqueOrThrow({ where: { email: OTHER_ORGANIZATION.admin }, select: { name: true } }),
    ).toEqual({ name: "Admin Otra" });
    // A superadmin names the organisation: an unknown one is 404 too, and a superadmin is out of reach.
    const superPut = (organizationId: string, email: string) =>
      superUsers("PUT", {
        token: superadmin,
        params: { id: organizationId },
        body: { email, role: "admin" },
      });
    expect(await superPut("no-such-org", OTHER_ORGANIZATION.member)).toEqual(
      refusal(404, "organizationNotFound"),
    );
    expect((await superPut(OTHER_ORGANIZATION.id, "root@example.com")).status).toBe(404);
  });

  it("is for admins: anonymous 401, members 403; the superadmin route for superadmins only", async () => {
    const { id, emails, tokens } = await organization();
    expect((await users("PUT", { body: { email: emails.b, role: "member" } })).status).toBe(401);
    expect((await put(tokens.m, { email: emails.b, role: "member" })).status).toBe(403);
    const asAdmin = await superUsers("PUT", {
      token: tokens.a,
      params: { id },
      body: { email: emails.b, role: "member" },
    });
    expect(asAdmin.status).toBe(403);
  });

  it("refuses a superadmin role or an empty change with 400", async () => {
    const { emails, tokens } = await organization();
    expect(await put(tokens.a, { email: emails.m, role: "superadmin" })).toEqual(
      refusal(400, "userRoleInvalid"),
    );
    expect(await put(tokens.a, { email: emails.m })).toEqual(refusal(400, "userUpdateEmpty"));
  });
});

describe("correcting a name", () => {
  it("stores it trimmed with an audit event; a name already stored changes nothing", async () => {
    const { id, emails, tokens, stored } = await organization();
    expect((await put(tokens.b, { email: emails.a, name: "  José Ñúñez O'Brien " })).status).toBe(200);
    expect((await stored(emails.a)).name).toBe("José Ñúñez O'Brien");
    // Their own name too, and an admin's who was admin before them: a name takes no rights away.
    expect((await put(tokens.b, { email: emails.b, name: "Beatriz Gómez" })).status).toBe(200);
    expect((await stored(emails.b)).name).toBe("Beatriz Gómez");
    expect((await put(tokens.b, { email: emails.b, name: "Beatriz Gómez", role: "admin" })).status).toBe(200);

    const audit = await (
      await testDb()
    ).auditEvent.findMany({ where: { organizationId: id }, select: { action: true, metadata: true } });
    expect(audit).toEqual([
      { action: "user.renamed", metadata: { from: "Persona", to: "José Ñúñez O'Brien" } },
      { action: "user.renamed", metadata: { from: "Persona", to: "Beatriz Gómez" } },
    ]);
  });

  it.each([
    ["a link", "Entra a http://evil.test", "userNameInvalid"],
    ["digits", "Agente 007", "userNameInvalid"],
    ["nothing but spaces", "   ", "userNameRequired"],
    ["101 characters", "Ana ".repeat(25) + "R", "userNameTooLong"],
  ] as const)("refuses %s with the add form's message, in both languages", async (_case, name, key) => {
    const { emails, tokens, stored } = await organization();
    expect(await put(tokens.a, { email: emails.m, name })).toEqual(refusal(400, key));
    expect(await put(tokens.a, { email: emails.m, name }, "es")).toEqual(refusal(400, key, "es"));
    expect((await stored(emails.m)).name).toBe("Persona");
  });
});
