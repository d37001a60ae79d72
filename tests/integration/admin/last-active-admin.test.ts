import * as usersRoute from "@/app/api/auth/users/route";
import * as organizationUsersRoute from "@/app/api/organizations/[id]/users/route";
import type { SessionUser } from "@/lib/auth/session-user";
import {
  deleteOrganizationUser,
  setOrganizationUserStatus,
} from "@/server/services/organizations/user-management";
import { findUserByEmail } from "@/server/services/users";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { apiClient, type ApiResult } from "@/tests/helpers/api";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

/**
 * An organisation always keeps an active admin (issue 20 §8): two admins removing each other at the
 * same moment, many times over, on PGlite and (TEST_DATABASE_URL) on a PostgreSQL server, where the
 * two transactions really run at once. An admin never removes one added before them (the original
 * admin above all); a superadmin can, while another active admin remains.
 */
useTestDatabase();

const api = apiClient("/api/auth/users", usersRoute);
const ROUNDS = 12;

const REFUSED = {
  en: "The organization must keep at least one active administrator. Add or reactivate another administrator first.",
  es: "La organización debe conservar al menos un administrador activo. Agrega o reactiva a otro administrador antes.",
};

let organizationCount = 0;

/**
 * A fresh organisation with `admins` active admins (a@…, b@…, c@…), each with a session token. All
 * added at the same moment, or (`oneAfterAnother`) a first, then b a day later, then c.
 */
async function organizationWithAdmins(admins: number, { oneAfterAnother = false } = {}) {
  const db = await testDb();
  const id = `org-${++organizationCount}`;
  await db.organization.create({ data: { id, name: `Org ${organizationCount}` } });
  const emails = ["a", "b", "c"].slice(0, admins).map((name) => `${name}@${id}.example`);
  const DAY = 24 * 60 * 60 * 1000;
  await db.user.createMany({
    data: emails.map((email, index) => ({
      email,
      name: email,
      role: "admin" as const,
      organizationId: id,
      ...(oneAfterAnother ? { createdAt: new Date(Date.UTC(2030, 0, 1) + index * DAY) } : {}),
    })),
  });
  const tokens = await Promise.all(emails.map((email) => sessionTokenFor(email)));
  const activeAdmins = () =>
    db.user.count({ where: { organizationId: id, role: "admin", status: "active" } });
  return { id, emails, tokens, activeAdmins };
}

const deactivate = (token: string, email: string, locale = "en") =>
  api("PATCH", { token, body: { email, status: "inactive" }, headers: { "accept-language": locale } });
const remove = (token: string, email: string, locale = "en") =>
  api("DELETE", { token, query: { email }, headers: { "accept-language": locale } });

const byStatus = (results: ApiResult[]) => [...results].sort((x, y) => x.status - y.status);

/** A refused removal: 409 when it was decided in the race, 401 when its caller was already removed. */
const expectRefused = (refused: ApiResult) =>
  expect([
    { status: 409, body: { success: false, error: REFUSED.en } },
    { status: 401, body: { success: false, error: "Not authenticated. Please sign in to continue." } },
  ]).toContainEqual(refused);

describe("two admins removing each other at the same moment", () => {
  it.each([
    ["deactivate each other", deactivate, deactivate],
    ["delete each other", remove, remove],
    ["one deactivates, the other deletes", deactivate, remove],
  ])("%s: exactly one wins and one active admin remains, every time", async (_, first, second) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { emails, tokens, activeAdmins } = await organizationWithAdmins(2);
      const [won, refused] = byStatus(
        await Promise.all([first(tokens[0], emails[1]), second(tokens[1], emails[0])]),
      );
      expect(won).toEqual({ status: 200, body: { success: true } });
      expectRefused(refused);
      expect(await activeAdmins()).toBe(1);
    }
  });

  it("both already past the guard: the transaction decides, and the loser hears 409", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, emails, activeAdmins } = await organizationWithAdmins(2);
      const [a, b] = await Promise.all(emails.map(async (email) => (await findUserByEmail(email))!));
      const manager = (user: SessionUser) => ({ user, organizationId: id, ip: null });
      const outcomes = await Promise.allSettled([
        setOrganizationUserStatus(manager(a), b.email, "inactive"),
        deleteOrganizationUser(manager(b), a.email),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const [refused] = outcomes.filter((outcome) => outcome.status === "rejected");
      expect(refused.reason).toMatchObject({ code: "CONFLICT", messageKey: "lastActiveAdmin" });
      expect(await activeAdmins()).toBe(1);
    }
  });

  it("with a third admin, the one removed first can no longer remove the other", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { emails, tokens, activeAdmins } = await organizationWithAdmins(3);
      const [won, refused] = byStatus(
        await Promise.all([deactivate(tokens[0], emails[1]), deactivate(tokens[1], emails[0])]),
      );
      expect([won.status, refused.status]).toEqual([200, 401]);
      expect(await activeAdmins()).toBe(2);
    }
  });
});

describe("admins removed one after the other", () => {
  it("a removed admin can no longer act; an inactive admin is not the last one and can be deleted", async () => {
    const db = await testDb();
    const { id, emails, tokens, activeAdmins } = await organizationWithAdmins(3);
    expect((await deactivate(tokens[0], emails[1])).status).toBe(200);
    // c is now the only other active admin: a removes c, then a is the last and b cannot act at all.
    expect((await remove(tokens[0], emails[2])).status).toBe(200);
    expect(await activeAdmins()).toBe(1);
    expect((await deactivate(tokens[1], emails[0])).status).toBe(401);
    // An inactive admin is not the last active one: deleting them is allowed.
    expect((await remove(tokens[0], emails[1])).status).toBe(200);
    expect(
      await db.auditEvent.count({
        where: { organizationId: id, action: { in: ["user.deactivated", "user.deleted"] } },
      }),
    ).toBe(3);
  });
});

describe("an admin removes only the admins added after them", () => {
  const SENIOR =
    "Only a superadmin or an administrator added before them can deactivate or delete this administrator.";

  it("the original admin is out of reach of the admins added later; the other way round is allowed", async () => {
    const { emails, tokens, activeAdmins } = await organizationWithAdmins(3, { oneAfterAnother: true });
    const [original, second, third] = emails;
    expect(await deactivate(tokens[1], original)).toEqual({
      status: 403,
      body: { success: false, error: SENIOR },
    });
    expect((await remove(tokens[2], original)).status).toBe(403);
    expect((await deactivate(tokens[2], second)).status).toBe(403);
    expect(await activeAdmins()).toBe(3);
    expect((await deactivate(tokens[1], third)).status).toBe(200);
    expect((await remove(tokens[0], second)).status).toBe(200);
    expect(await activeAdmins()).toBe(1);
  });
});

describe("a superadmin manages any organisation's users", () => {
  const superadminApi = apiClient("/api/organizations/{id}/users", organizationUsersRoute);
  let superadmin: string;
  beforeAll(async () => {
    const db = await testDb();
    await db.user.create({ data: { email: "root@example.com", name: "Root", role: "superadmin" } });
    superadmin = await sessionTokenFor("root@example.com");
  });
  const superDeactivate = (organizationId: string, email: string, token = superadmin) =>
    superadminApi("PATCH", { token, params: { id: organizationId }, body: { email, status: "inactive" } });
  const superRemove = (organizationId: string, email: string) =>
    superadminApi("DELETE", { token: superadmin, params: { id: organizationId }, query: { email } });

  it("removes the original admin while another active admin remains, never the last (409 in both languages)", async () => {
    const { id, emails, activeAdmins } = await organizationWithAdmins(2, { oneAfterAnother: true });
    expect(await superDeactivate(id, emails[0])).toEqual({ status: 200, body: { success: true } });
    expect(await superRemove(id, emails[1])).toEqual({
      status: 409,
      body: { success: false, error: REFUSED.en },
    });
    const inSpanish = await superadminApi("PATCH", {
      token: superadmin,
      params: { id },
      body: { email: emails[1], status: "inactive" },
      headers: { "accept-language": "es" },
    });
    expect(inSpanish).toEqual({ status: 409, body: { success: false, error: REFUSED.es } });
    expect(await activeAdmins()).toBe(1);
    expect((await superRemove(id, emails[0])).status).toBe(200);
    const audit = await (await testDb()).auditEvent.findMany({ where: { organizationId: id } });
    expect(audit.map((event) => event.action).sort()).toEqual(["user.deactivated", "user.deleted"]);
  });

  it("racing one of the organisation's admins, exactly one removal wins", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, emails, tokens, activeAdmins } = await organizationWithAdmins(2);
      const results = await Promise.all([superDeactivate(id, emails[0]), deactivate(tokens[0], emails[1])]);
      const [won, refused] = byStatus(results);
      expect(won.status).toBe(200);
      expectRefused(refused);
      expect(await activeAdmins()).toBe(1);
    }
  });

  it("is for superadmins only, on an organisation that exists, never on another superadmin", async () => {
    const { id, emails, tokens } = await organizationWithAdmins(2);
    expect((await superDeactivate(id, emails[1], tokens[0])).status).toBe(403);
    expect((await superDeactivate("no-such-org", emails[1])).status).toBe(404);
    expect((await superDeactivate(id, "root@example.com")).status).toBe(404);
  });
});
