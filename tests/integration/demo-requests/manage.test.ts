import * as demoRequests from "@/app/api/demo_requests/route";
import { apiClient } from "@/tests/helpers/api";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import en from "@/messages/en.json";

// As behind one reverse proxy: the X-Forwarded-For each test sends stands for the proxy's entry.
process.env.TRUSTED_PROXY_HOPS = "1";
useTestDatabase({ seed: true });

const api = apiClient("/api/demo_requests", demoRequests);
let callers: Callers;

type ListBody = {
  demo_requests: { request_id: string; full_name: string; status: string }[];
  pagination: Record<string, number>;
  counts: Record<string, number>;
};

/** 45 requests a minute apart: 25 pending, 12 contacted, 8 closed; "Lead 44" is the newest. */
beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
  const statusOf = (index: number) => (index < 25 ? "pending" : index < 37 ? "contacted" : "closed");
  await (
    await testDb()
  ).demoRequest.createMany({
    data: Array.from({ length: 45 }, (_, index) => ({
      fullName: `Lead ${index}`,
      workEmail: `lead${index}@example.mx`,
      companyName: `Empresa ${index}`,
      role: "CTO",
      agreedToSubscribe: index % 2 === 0,
      status: statusOf(index),
      createdAt: new Date(Date.UTC(2030, 0, 1, 9, index)),
    })),
  });
});

const list = async (query: Record<string, string> = {}) => {
  const { status, body } = await api("GET", { token: callers.superadmin, query });
  expect(status).toBe(200);
  return body as unknown as ListBody;
};

describe("GET /api/demo_requests", () => {
  it("pages all requests newest first, 20 a page, with the per-status counts", async () => {
    const first = await list();
    expect(first.pagination).toEqual({ total_count: 45, total_pages: 3, per_page: 20, current_page: 1 });
    expect(first.counts).toEqual({ total: 45, pending: 25, contacted: 12, closed: 8, converted: 0 });
    expect(first.demo_requests.map((row) => row.full_name).slice(0, 2)).toEqual(["Lead 44", "Lead 43"]);
    expect(first.demo_requests[0]).toEqual({
      request_id: expect.any(String),
      full_name: "Lead 44",
      work_email: "lead44@example.mx",
      company_name: "Empresa 44",
      role: "CTO",
      phone: null,
      agreed_to_subscribe: true,
      status: "closed",
      locale: "es",
      organization_id: null,
      created_at: "2030-01-01T09:44:00.000Z",
    });
    const third = await list({ page: "3" });
    expect(third.demo_requests.map((row) => row.full_name)).toEqual(
      Array.from({ length: 5 }, (_, index) => `Lead ${4 - index}`),
    );
    expect((await list({ page: "4" })).demo_requests).toEqual([]);
  });

  it("filters by status, with pagination over the filtered set and unfiltered counts", async () => {
    const contacted = await list({ status: "contacted", limit: "5", page: "2" });
    expect(contacted.pagination).toEqual({ total_count: 12, total_pages: 3, per_page: 5, current_page: 2 });
    expect(contacted.demo_requests.map((row) => row.full_name)).toEqual([
      "Lead 31",
      "Lead 30",
      "Lead 29",
      "Lead 28",
      "Lead 27",
    ]);
    expect(contacted.counts.total).toBe(45);
    expect((await list({ status: "closed" })).demo_requests.every((row) => row.status === "closed")).toBe(
      true,
    );
    expect((await list({ status: "all" })).pagination.total_count).toBe(45);
  });

  it("refuses an unknown status or page with 400", async () => {
    const unknown = await api("GET", { token: callers.superadmin, query: { status: "lost" } });
    expect(unknown).toEqual({
      status: 400,
      body: { success: false, error: en.Errors.demoRequestStatusInvalid },
    });
    expect((await api("GET", { token: callers.superadmin, query: { page: "0" } })).status).toBe(400);
    expect((await api("GET", { token: callers.superadmin, query: { limit: "1000" } })).status).toBe(400);
  });

  it("is for superadmins only: anonymous 401, admins and members 403", async () => {
    expect((await api("GET")).status).toBe(401);
    expect((await api("GET", { token: callers.admin })).status).toBe(403);
    expect((await api("GET", { token: callers.member })).status).toBe(403);
  });
});

describe("PUT /api/demo_requests", () => {
  const idOf = async (name: string) =>
    (await (await testDb()).demoRequest.findFirstOrThrow({ where: { fullName: name } })).id;

  it("sets any status from any other and records who did it in the audit trail", async () => {
    const id = await idOf("Lead 0");
    const put = (status: string) =>
      api("PUT", {
        token: callers.superadmin,
        body: { request_id: id, status },
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
    const closed = await put("closed");
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ success: true, demo_request: { request_id: id, status: "closed" } });
    expect((await put("pending")).status).toBe(200);

    const db = await testDb();
    expect((await db.demoRequest.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    const superadmin = await db.user.findUniqueOrThrow({ where: { email: "superadmin@example.com" } });
    const events = await db.auditEvent.findMany({ where: { targetId: id }, orderBy: { createdAt: "asc" } });
    expect(events.map((event) => [event.action, event.actorId, event.metadata, event.ip])).toEqual([
      ["demo_request.status_changed", superadmin.id, { from: "pending", to: "closed" }, "203.0.113.9"],
      ["demo_request.status_changed", superadmin.id, { from: "closed", to: "pending" }, "203.0.113.9"],
    ]);
  });

  it("answers 404 for an unknown id and 400 for an unknown status, changing nothing", async () => {
    const missing = await api("PUT", {
      token: callers.superadmin,
      body: { request_id: "00000000-0000-4000-8000-000000000000", status: "closed" },
    });
    expect(missing).toEqual({ status: 404, body: { success: false, error: en.Errors.demoRequestNotFound } });
    const id = await idOf("Lead 1");
    const invalid = await api("PUT", { token: callers.superadmin, body: { request_id: id, status: "won" } });
    expect(invalid).toEqual({
      status: 400,
      body: { success: false, error: en.Errors.demoRequestStatusInvalid },
    });
    expect((await (await testDb()).demoRequest.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("is for superadmins only", async () => {
    const body = { request_id: await idOf("Lead 2"), status: "closed" };
    expect((await api("PUT", { body })).status).toBe(401);
    expect((await api("PUT", { token: callers.admin, body })).status).toBe(403);
    expect((await api("PUT", { token: callers.member, body })).status).toBe(403);
  });
});
