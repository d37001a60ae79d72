import * as demoRequests from "@/app/api/demo_requests/route";
import * as organizations from "@/app/api/organizations/route";
import { apiClient } from "@/tests/helpers/api";
import { outboxFor } from "@/tests/helpers/auth";
import { seededCallers, type SeededCallers } from "@/tests/helpers/organizations";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/**
 * Issue 24 §4: a superadmin turns a demo request into a customer, POST /api/organizations with the
 * request's id. The organisation, its admin, the request's "converted" status with its link, the audit
 * trail and the welcome e-mail are written together or not at all, and a request converts once.
 */
useTestDatabase({ seed: true });
beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => {})); // the outbox's log lines
afterAll(() => jest.restoreAllMocks());

const organizationsApi = apiClient("/api/organizations", organizations);
const demoRequestsApi = apiClient("/api/demo_requests", demoRequests);
let callers: SeededCallers;
beforeAll(async () => {
  callers = await seededCallers();
});

let sequence = 0;
/** A pending request from the landing form, in the language it was filled in. */
async function demoRequest(locale = "es") {
  const n = ++sequence;
  const row = await (
    await testDb()
  ).demoRequest.create({
    data: {
      fullName: "Guadalupe Hernández",
      workEmail: `lupita${n}@tortilleria.mx`,
      companyName: `Tortillería La Güera ${n}`,
      role: "CEO/Founder",
      agreedToSubscribe: true,
      locale,
    },
  });
  return row;
}

const convert = (body: Record<string, unknown>, token = callers.superadmin, locale = "en") =>
  organizationsApi("POST", { token, body, headers: { "accept-language": locale } });
const fromRequest = (
  request: Awaited<ReturnType<typeof demoRequest>>,
  extra: Record<string, unknown> = {},
) => ({
  orgName: request.companyName,
  adminName: request.fullName,
  adminEmail: request.workEmail,
  demo_request_id: request.id,
  ...extra,
});

async function snapshot(requestId: string) {
  const db = await testDb();
  const [organizationCount, userCount, request] = await Promise.all([
    db.organization.count(),
    db.user.count(),
    db.demoRequest.findUniqueOrThrow({
      where: { id: requestId },
      select: { status: true, organizationId: true },
    }),
  ]);
  return { organizationCount, userCount, request };
}

describe("converting a demo request into a customer", () => {
  it("creates the organisation and its admin, marks the request converted with its link, in the request's language", async () => {
    const request = await demoRequest("en");
    const { status, body } = await convert(
      fromRequest(request, { orgName: "Tortillería La Güera", organization_id: "la-guera" }),
      callers.superadmin,
      "es",
    );
    expect({ status, body }).toEqual({ status: 201, body: { success: true, organization_id: "la-guera" } });

    const db = await testDb();
    expect(await db.organization.findUniqueOrThrow({ where: { id: "la-guera" } })).toMatchObject({
      name: "Tortillería La Güera",
    });
    const admin = await db.user.findUniqueOrThrow({ where: { email: request.workEmail } });
    expect(admin).toMatchObject({ name: "Guadalupe Hernández", role: "admin", organizationId: "la-guera" });
    expect(await db.demoRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "converted",
      organizationId: "la-guera",
    });
    const events = await db.auditEvent.findMany({
      where: { organizationId: "la-guera" },
      select: { action: true, targetId: true, metadata: true },
    });
    expect(events.map((event) => [event.action, event.targetId]).sort()).toEqual([
      ["demo_request.converted", request.id],
      ["organization.created", "la-guera"],
      ["user.created", admin.id],
    ]);

    // The person asked for the demo in English: the welcome is in English, to the branded sign-in.
    const [welcome] = await outboxFor(request.workEmail);
    expect(welcome.subject).toBe("Welcome to Asistente: Tortillería La Güera is ready");
    expect(welcome.html).toContain("Hello, Guadalupe Hernández");
    expect(welcome.text).toContain("http://localhost:3000/login?type=admin&org=la-guera");

    // The demo requests screen shows it converted, with its organisation, under its own filter.
    const list = await demoRequestsApi("GET", { token: callers.superadmin, query: { status: "converted" } });
    expect(list.body).toMatchObject({
      demo_requests: [{ request_id: request.id, status: "converted", organization_id: "la-guera" }],
      counts: { converted: 1 },
    });
  });

  it("derives the id from the company when none is given, and greets in Spanish a request filled in Spanish", async () => {
    const request = await demoRequest("es");
    const { body } = await convert(fromRequest(request));
    expect(body.organization_id).toBe(`tortilleria-la-guera-${sequence}`);
    const [welcome] = await outboxFor(request.workEmail);
    expect(welcome.subject).toBe(`Bienvenido a Asistente: ${request.companyName} ya está lista`);
    expect(welcome.text).toContain(`/login?type=admin&org=tortilleria-la-guera-${sequence}`);
  });

  it("refuses converting twice (409 in both languages), creating nothing", async () => {
    const request = await demoRequest();
    expect((await convert(fromRequest(request))).status).toBe(201);
    const before = await snapshot(request.id);
    const again = fromRequest(request, { adminEmail: "otra@tortilleria.mx", organization_id: "otra-vez" });
    expect(await convert(again)).toEqual({
      status: 409,
      body: { success: false, error: en.Errors.demoRequestAlreadyConverted },
    });
    expect(await convert(again, callers.superadmin, "es")).toEqual({
      status: 409,
      body: { success: false, error: es.Errors.demoRequestAlreadyConverted },
    });
    expect(await snapshot(request.id)).toEqual(before);
    expect(await outboxFor("otra@tortilleria.mx")).toEqual([]);
  });

  it("two superadmins converting the same request at the same moment: one organisation, one 409", async () => {
    // Different ids and admins: only the request's row lock can stop the second.
    for (let round = 0; round < 6; round += 1) {
      const request = await demoRequest();
      const before = await snapshot(request.id);
      const results = await Promise.all([
        convert(
          fromRequest(request, { adminEmail: `uno${round}@tortilleria.mx`, organization_id: `uno-${round}` }),
        ),
        convert(
          fromRequest(request, { adminEmail: `dos${round}@tortilleria.mx`, organization_id: `dos-${round}` }),
        ),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
      const after = await snapshot(request.id);
      expect(after.organizationCount).toBe(before.organizationCount + 1);
      expect(after.userCount).toBe(before.userCount + 1);
      expect(after.request.status).toBe("converted");
    }
  });

  it("keeps a converted request converted: its status no longer changes from the dropdown", async () => {
    const request = await demoRequest();
    expect((await convert(fromRequest(request))).status).toBe(201);
    const changed = await demoRequestsApi("PUT", {
      token: callers.superadmin,
      body: { request_id: request.id, status: "pending" },
    });
    expect(changed).toEqual({
      status: 409,
      body: { success: false, error: en.Errors.demoRequestAlreadyConverted },
    });
    const setConverted = await demoRequestsApi("PUT", {
      token: callers.superadmin,
      body: { request_id: (await demoRequest()).id, status: "converted" },
    });
    expect(setConverted.status).toBe(400);
    expect((await snapshot(request.id)).request.status).toBe("converted");
  });

  it.each([
    ["an id already taken", { organization_id: "demo" }, 409, "organizationIdTaken"],
    ["an id that is not a slug", { organization_id: "La Güera!" }, 400, "organizationIdInvalid"],
    ["an admin e-mail already in use", { adminEmail: "member@example.com" }, 409, "emailTaken"],
    ["a name that is not a person's", { adminName: "Entra a http://evil.test" }, 400, "userNameInvalid"],
  ] as const)("refuses %s and leaves the request pending", async (_case, change, status, key) => {
    const request = await demoRequest();
    const before = await snapshot(request.id);
    expect(await convert(fromRequest(request, change))).toEqual({
      status,
      body: { success: false, error: en.Errors[key] },
    });
    expect(await snapshot(request.id)).toEqual(before);
    expect(before.request).toEqual({ status: "pending", organizationId: null });
  });

  it("answers 404 for an unknown request, creating nothing", async () => {
    const request = await demoRequest();
    const before = await snapshot(request.id);
    const unknown = await convert(
      fromRequest(request, { demo_request_id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown).toEqual({ status: 404, body: { success: false, error: en.Errors.demoRequestNotFound } });
    expect(await snapshot(request.id)).toEqual(before);
  });

  it("is for superadmins only: anonymous 401, admins and members 403, the request untouched", async () => {
    const request = await demoRequest();
    const before = await snapshot(request.id);
    expect((await organizationsApi("POST", { body: fromRequest(request) })).status).toBe(401);
    expect((await convert(fromRequest(request), callers.admin)).status).toBe(403);
    expect((await convert(fromRequest(request), callers.member)).status).toBe(403);
    expect(await snapshot(request.id)).toEqual(before);
  });
});
