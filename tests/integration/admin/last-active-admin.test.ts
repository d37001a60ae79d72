import * as usersRoute from "@/app/api/auth/users/route";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { apiClient, type ApiResult } from "@/tests/helpers/api";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

/**
 * An organisation always keeps an active admin (issue 20 §8): two admins removing each other at the
 * same moment, many times over, on PGlite and (TEST_DATABASE_URL) on a PostgreSQL server, where the
 * two transactions really run at once.
 */
useTestDatabase();

const api = apiClient("/api/auth/users", usersRoute);
const ROUNDS = 12;

const REFUSED = {
  en: "The organization must keep at least one active administrator. Add or reactivate another administrator first.",
  es: "La organización debe conservar al menos un administrador activo. Agrega o reactiva a otro administrador antes.",
};

let organizationCount = 0;

/** A fresh organisation with `admins` active admins (a@…, b@…, c@…), each with a session token. */
async function organizationWithAdmins(admins: number) {
  const db = await testDb();
  const id = `org-${++organizationCount}`;
  await db.organization.create({ data: { id, name: `Org ${organizationCount}` } });
  const emails = ["a", "b", "c"].slice(0, admins).map((name) => `${name}@${id}.example`);
  await db.user.createMany({
    data: emails.map((email) => ({ email, name: email, role: "admin" as const, organizationId: id })),
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
      expect({ won, refused }).toEqual({
        won: { status: 200, body: { success: true } },
        refused: { status: 409, body: { success: false, error: REFUSED.en } },
      });
      expect(await activeAdmins()).toBe(1);
    }
  });

  it("the refused one hears why in Spanish too", async () => {
    const { emails, tokens } = await organizationWithAdmins(2);
    const results = await Promise.all([
      deactivate(tokens[0], emails[1], "es"),
      deactivate(tokens[1], emails[0], "es"),
    ]);
    expect(byStatus(results)[1].body).toEqual({ success: false, error: REFUSED.es });
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
