import * as logout from "@/app/api/auth/logout/route";
import * as popularQuestions from "@/app/api/chat/popular-questions/route";
import * as knowledgeBlocks from "@/app/api/knowledge_blocks/route";
import * as organizations from "@/app/api/organizations/route";
import * as suspension from "@/app/api/organizations/[id]/suspension/route";
import { userForSessionToken } from "@/server/auth/session";
import { latestLoginCode, postAuth, sessionTokenFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { call } from "@/tests/helpers/api";
import { seededCallers, type SeededCallers } from "@/tests/helpers/organizations";

useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay());

let callers: SeededCallers;
beforeAll(async () => {
  callers = await seededCallers();
  jest.spyOn(console, "info").mockImplementation(() => {}); // the outbox log lines
});
afterAll(() => jest.restoreAllMocks());

const demo = { params: { id: "demo" } };
const SUSPENDED = "Your organization is suspended. Contact us to reactivate it; your data is kept.";

async function signIn(email: string) {
  expect((await postAuth({ email })).status).toBe(200);
  return postAuth({ email, code: await latestLoginCode(email) }, { "accept-language": "en" });
}

async function tenantData() {
  const db = await testDb();
  const where = { organizationId: "demo" };
  return Promise.all([
    db.user.count({ where }),
    db.knowledgeBlock.count({ where }),
    db.qaPair.count({ where }),
    db.document.count({ where }),
  ]);
}

describe("suspending an organisation", () => {
  it("requires a reason", async () => {
    const { status, body } = await call(suspension, "POST", "/x", {
      token: callers.superadmin,
      ...demo,
      body: { reason: "  " },
    });
    expect([status, body.error]).toEqual([400, "Give a reason for the suspension."]);
  });

  it("refuses its users' API calls and sign-ins with a clear message, and keeps its data", async () => {
    const before = await tenantData();
    const suspended = await call(suspension, "POST", "/x", {
      token: callers.superadmin,
      ...demo,
      body: { reason: "Pago pendiente" },
    });
    expect(suspended.status).toBe(200);

    for (const [module, token] of [
      [popularQuestions, callers.member],
      [knowledgeBlocks, callers.admin],
    ] as const) {
      const { status, body } = await call(module, "GET", "/x", { token });
      expect([status, body.error]).toEqual([403, SUSPENDED]);
    }
    // Pages treat the session as signed out (they send the user to sign-in, which says why).
    expect(await userForSessionToken(callers.member)).toBeNull();

    const refused = await signIn("admin@example.com");
    expect([refused.status, refused.body.error, refused.body.token]).toEqual([403, SUSPENDED, undefined]);

    // The superadmin is not a user of the organisation: unaffected.
    expect((await call(organizations, "GET", "/x", { token: callers.superadmin })).status).toBe(200);
    // Leaving is always possible.
    expect(
      (await call(logout, "POST", "/x", { token: await sessionTokenFor("member@example.com") })).status,
    ).toBe(200);
    expect(await tenantData()).toEqual(before);

    const db = await testDb();
    expect(await db.organization.findUniqueOrThrow({ where: { id: "demo" } })).toMatchObject({
      status: "suspended",
      suspensionReason: "Pago pendiente",
    });
    const events = await db.auditEvent.findMany({
      where: { organizationId: "demo" },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((event) => [event.action, event.metadata])).toEqual(
      expect.arrayContaining([
        ["organization.suspended", { reason: "Pago pendiente" }],
        ["auth.sign_in_failed", { email: "admin@example.com", reason: "organization_suspended" }],
      ]),
    );
  });

  it("cannot be suspended twice", async () => {
    const again = await call(suspension, "POST", "/x", {
      token: callers.superadmin,
      ...demo,
      body: { reason: "x" },
    });
    expect([again.status, again.body.error]).toEqual([409, "The organization is already suspended."]);
  });

  it("reactivation restores sign-in and the API, with the same data", async () => {
    const before = await tenantData();
    expect((await call(suspension, "DELETE", "/x", { token: callers.superadmin, ...demo })).status).toBe(200);
    expect((await call(popularQuestions, "GET", "/x", { token: callers.admin })).status).toBe(200);
    const signedIn = await signIn("admin@example.com");
    expect(signedIn.status).toBe(200);
    expect((await call(knowledgeBlocks, "GET", "/x", { token: signedIn.body.token as string })).status).toBe(
      200,
    );
    expect(await tenantData()).toEqual(before);

    const db = await testDb();
    expect(await db.organization.findUniqueOrThrow({ where: { id: "demo" } })).toMatchObject({
      status: "active",
      suspensionReason: null,
      suspendedAt: null,
    });
    expect(
      await db.auditEvent.count({ where: { organizationId: "demo", action: "organization.reactivated" } }),
    ).toBe(1);
    const again = await call(suspension, "DELETE", "/x", { token: callers.superadmin, ...demo });
    expect([again.status, again.body.error]).toEqual([409, "The organization is already active."]);
  });
});
