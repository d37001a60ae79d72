import fs from "node:fs";
import * as organizations from "@/app/api/organizations/route";
import * as organization from "@/app/api/organizations/[id]/route";
import * as audit from "@/app/api/organizations/[id]/audit/route";
import * as suspension from "@/app/api/organizations/[id]/suspension/route";
import { config } from "@/server/config";
import { outboxFor } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { ISO_DATE } from "@/tests/helpers/api";
import { call } from "@/tests/helpers/api";
import { refusedCallers } from "./helpers";
import { seededCallers, type SeededCallers } from "@/tests/helpers/organizations";

useTestDatabase({ seed: true });

let callers: SeededCallers;
beforeAll(async () => {
  callers = await seededCallers();
});

const create = (body: unknown, headers: Record<string, string> = {}) =>
  call(organizations, "POST", "/api/organizations", { token: callers.superadmin, body, headers });
const demo = { params: { id: "demo" } };

async function counts() {
  const db = await testDb();
  const [organizationCount, users, events] = await Promise.all([
    db.organization.count(),
    db.user.count(),
    db.auditEvent.count(),
  ]);
  return { organizations: organizationCount, users, events };
}

describe("who may call the organisation endpoints", () => {
  const endpoints: Record<string, (token?: string) => ReturnType<typeof call>> = {
    "GET /api/organizations": (token) => call(organizations, "GET", "/api/organizations", { token }),
    "POST /api/organizations": (token) =>
      call(organizations, "POST", "/api/organizations", {
        token,
        body: { orgName: "Intrusa", adminEmail: "intrusa@example.com", adminName: "Intrusa" },
      }),
    "GET /api/organizations/demo": (token) => call(organization, "GET", "/x", { token, ...demo }),
    "PUT /api/organizations/demo": (token) =>
      call(organization, "PUT", "/x", { token, ...demo, body: { name: "Tomada" } }),
    "GET /api/organizations/demo/audit": (token) => call(audit, "GET", "/x", { token, ...demo }),
    "POST /api/organizations/demo/suspension": (token) =>
      call(suspension, "POST", "/x", { token, ...demo, body: { reason: "x" } }),
    "DELETE /api/organizations/demo/suspension": (token) =>
      call(suspension, "DELETE", "/x", { token, ...demo }),
  };

  it("answers 401 to anonymous callers and 403 to members and admins, and changes nothing", async () => {
    const before = await counts();
    for (const [token, status] of refusedCallers(callers)) {
      for (const [name, endpoint] of Object.entries(endpoints)) {
        expect({ name, status: (await endpoint(token)).status }).toEqual({ name, status });
      }
    }
    expect(await counts()).toEqual(before);
    expect((await (await testDb()).organization.findUniqueOrThrow({ where: { id: "demo" } })).name).toBe(
      "Demo",
    );
  });
});

describe("GET /api/organizations", () => {
  it("lists every organisation with its admin and counts (spec §3)", async () => {
    const { status, body } = await call(organizations, "GET", "/api/organizations", {
      token: callers.superadmin,
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "organizations"]);
    const documentCount = await (await testDb()).document.count({ where: { organizationId: "demo" } });
    expect(body.organizations).toEqual([
      {
        id: "demo",
        organization_id: "demo",
        name: "Demo",
        admin_name: "Admin Demo",
        admin_email: "admin@example.com",
        user_count: 2,
        admin_count: 1,
        document_count: documentCount,
        created_at: ISO_DATE,
        status: "active",
      },
    ]);
  });
});

describe("POST /api/organizations", () => {
  it("creates the organisation with a readable id, its admin, an audit trail and a welcome e-mail", async () => {
    const { status, body } = await create(
      { orgName: "  Ferretería López  ", adminEmail: " Lupita@Ferreteria.MX ", adminName: " Lupita López " },
      { "accept-language": "es" },
    );
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, organization_id: "ferreteria-lopez" });

    const db = await testDb();
    expect(await db.organization.findUnique({ where: { id: "ferreteria-lopez" } })).toMatchObject({
      name: "Ferretería López",
      status: "active",
    });
    const admin = await db.user.findUniqueOrThrow({ where: { email: "lupita@ferreteria.mx" } });
    expect(admin).toMatchObject({ name: "Lupita López", role: "admin", organizationId: "ferreteria-lopez" });

    const events = await db.auditEvent.findMany({ where: { organizationId: "ferreteria-lopez" } });
    const superadmin = await db.user.findUniqueOrThrow({ where: { email: "superadmin@example.com" } });
    expect(events.map((event) => [event.action, event.actorId, event.targetId]).sort()).toEqual([
      ["organization.created", superadmin.id, "ferreteria-lopez"],
      ["user.created", superadmin.id, admin.id],
    ]);

    const [welcome] = await outboxFor("lupita@ferreteria.mx");
    expect(welcome.subject).toBe("Bienvenido a Asistente: Ferretería López ya está lista");
    // The organisation's branded sign-in, as a member's welcome links to.
    expect(welcome.text).toContain("http://localhost:3000/login?type=admin&org=ferreteria-lopez");
    expect(welcome.html).toContain("http://localhost:3000/login?type=admin&#38;org=ferreteria-lopez");
    expect(welcome.html).toContain('lang="es"');
  });

  it("derives -2, -3… when the id is taken, and writes the e-mail in the caller's language", async () => {
    const second = await create({
      orgName: "Ferreteria lopez",
      adminEmail: "dos@ferreteria.mx",
      adminName: "Dos",
    });
    const third = await create({
      orgName: "FERRETERÍA LÓPEZ",
      adminEmail: "tres@ferreteria.mx",
      adminName: "Tres",
    });
    expect([second.body.organization_id, third.body.organization_id]).toEqual([
      "ferreteria-lopez-2",
      "ferreteria-lopez-3",
    ]);
    const [welcome] = await outboxFor("tres@ferreteria.mx");
    expect(welcome.subject).toBe("Welcome to Asistente: FERRETERÍA LÓPEZ is ready");
  });

  it("refuses an admin e-mail already in use with 409 and creates nothing", async () => {
    const before = await counts();
    const { status, body } = await create({
      orgName: "Otra Ferretería",
      adminEmail: "MEMBER@example.com",
      adminName: "Alguien",
    });
    expect(status).toBe(409);
    expect(body.error).toBe("A user with that email already exists.");
    expect(await counts()).toEqual(before);
  });

  it.each([
    { orgName: "  ", adminEmail: "a@b.mx", adminName: "A" },
    { orgName: "A", adminEmail: "", adminName: "A" },
    { orgName: "A", adminEmail: "a@b.mx", adminName: " \n " },
    { orgName: "A", adminEmail: "a@b.mx" },
  ])("answers 'All fields are required' for %j", async (input) => {
    const { status, body } = await create(input);
    expect(status).toBe(400);
    expect(body.error).toBe("All fields are required");
  });

  it("leaves nothing half-made when the welcome e-mail cannot be sent", async () => {
    const before = await counts();
    const outbox = config().email.outboxDir;
    const saved = `${outbox}.saved`;
    fs.renameSync(outbox, saved);
    fs.writeFileSync(outbox, "a file where the outbox directory should be");
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { status } = await create({
        orgName: "Sin Correo",
        adminEmail: "sin@correo.mx",
        adminName: "Sin Correo",
      });
      expect(status).toBe(500);
    } finally {
      consoleError.mockRestore();
      fs.rmSync(outbox);
      fs.renameSync(saved, outbox);
    }
    expect(await counts()).toEqual(before);
    expect(await (await testDb()).organization.findUnique({ where: { id: "sin-correo" } })).toBeNull();
  });
});

describe("GET /api/organizations/{id}", () => {
  it("returns the organisation, its users and its documents", async () => {
    const { status, body } = await call(organization, "GET", "/x", { token: callers.superadmin, ...demo });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "organization", "users", "documents"]);
    expect(body.organization).toMatchObject({
      id: "demo",
      name: "Demo",
      user_count: 2,
      admin_count: 1,
      color: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
      status: "active",
      suspension_reason: null,
    });
    expect(body.users).toEqual([
      expect.objectContaining({
        email: "admin@example.com",
        role: "admin",
        status: "active",
        created_at: ISO_DATE,
      }),
      expect.objectContaining({ email: "member@example.com", role: "member", last_login: null }),
    ]);
    expect(Array.isArray(body.documents)).toBe(true);
  });

  it("answers 404 'Organization not found' for an unknown id", async () => {
    const { status, body } = await call(organization, "GET", "/x", {
      token: callers.superadmin,
      params: { id: "no-existe" },
    });
    expect(status).toBe(404);
    expect(body.error).toBe("Organization not found");
  });
});

describe("PUT /api/organizations/{id}", () => {
  const rename = (id: string, body: unknown) =>
    call(organization, "PUT", "/x", { token: callers.superadmin, params: { id }, body });

  it("renames (trimmed), keeps the id and records who renamed it from what to what", async () => {
    expect((await rename("ferreteria-lopez-2", { name: "  Ferretería del Centro " })).status).toBe(200);
    const db = await testDb();
    expect((await db.organization.findUniqueOrThrow({ where: { id: "ferreteria-lopez-2" } })).name).toBe(
      "Ferretería del Centro",
    );
    const event = await db.auditEvent.findFirstOrThrow({
      where: { organizationId: "ferreteria-lopez-2", action: "organization.renamed" },
    });
    expect(event.metadata).toEqual({ from: "Ferreteria lopez", to: "Ferretería del Centro" });
  });

  it("refuses an empty name and an unknown organisation", async () => {
    const empty = await rename("ferreteria-lopez-2", { name: "   " });
    expect([empty.status, empty.body.error]).toEqual([400, "Organization name cannot be empty"]);
    const unknown = await rename("no-existe", { name: "Nueva" });
    expect([unknown.status, unknown.body.error]).toEqual([404, "Organization not found"]);
  });
});

describe("GET /api/organizations/{id}/audit", () => {
  it("pages the organisation's events, newest first, and only that organisation's", async () => {
    const db = await testDb();
    const base = Date.parse("2030-05-01T00:00:00Z");
    await db.auditEvent.createMany({
      data: Array.from({ length: 23 }, (_, index) => ({
        action: "knowledge_block.created",
        organizationId: "ferreteria-lopez-3",
        actorId: null,
        createdAt: new Date(base + index * 1000),
        metadata: { index },
      })),
    });
    const page = (number: number) =>
      call(audit, "GET", "/x", {
        token: callers.superadmin,
        params: { id: "ferreteria-lopez-3" },
        query: { page: String(number) },
      });
    const first = await page(1);
    expect(first.status).toBe(200);
    const events = first.body.events as { metadata: { index?: number } }[];
    expect(events).toHaveLength(20);
    expect(events[0].metadata.index).toBe(22);
    expect(first.body.pagination).toEqual({ page: 1, per_page: 20, total_count: 25, total_pages: 2 });
    const second = await page(2);
    expect(
      (second.body.events as { action: string }[])
        .map((event) => event.action)
        .slice(-2)
        .sort(),
    ).toEqual(["organization.created", "user.created"]);
    expect((await page(0)).status).toBe(400);
  });
});
