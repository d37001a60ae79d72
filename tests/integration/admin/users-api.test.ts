import * as usersRoute from "@/app/api/auth/users/route";
import { outboxFor, postAuth, sessionTokenFor } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { apiClient } from "@/tests/helpers/api";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";

useTestDatabase({ seed: true });

const api = apiClient("/api/auth/users", usersRoute);
let callers: Callers;

beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
});

type UserRow = { user_id: string; email: string; status: string; role: string; last_login: string | null };
const listAs = async (token: string) => (await api("GET", { token })).body as unknown as { users: UserRow[] };
const sessionIsValid = async (token: string) => (await postAuth({ token })).body.success === true;
const addUser = (body: unknown, token = callers.admin, locale = "es") =>
  api("POST", { token, body, headers: { "accept-language": locale } });

describe("GET /api/auth/users", () => {
  it("lists only the admin's organisation, with the spec's fields", async () => {
    expect((await api("GET")).status).toBe(401);
    expect((await api("GET", { token: callers.member })).status).toBe(403);
    const { users } = await listAs(callers.admin);
    expect(users.map((user) => user.email).sort()).toEqual(["admin@example.com", "member@example.com"]);
    expect(users[0]).toEqual({
      user_id: expect.any(String),
      name: "Admin Demo",
      email: "admin@example.com",
      role: "admin",
      status: "active",
      last_login: null,
      created_at: expect.any(String),
    });
    expect((await listAs(callers.otherAdmin)).users.map((user) => user.email).sort()).toEqual([
      "admin@otra.example",
      "member@otra.example",
    ]);
  });
});

describe("POST /api/auth/users", () => {
  it("adds a member who receives a localised welcome e-mail explaining how to sign in", async () => {
    const { status, body } = await addUser({
      email: " Nueva@Example.com ",
      name: " Nueva Persona ",
      role: "member",
    });
    expect({ status, body }).toEqual({ status: 201, body: { success: true } });
    const created = (await listAs(callers.admin)).users.find((user) => user.email === "nueva@example.com");
    expect(created).toMatchObject({ role: "member", status: "active", last_login: null });
    const [welcome] = await outboxFor("nueva@example.com");
    expect(welcome.subject).toBe("Te damos la bienvenida al asistente de Demo");
    expect(welcome.text).toContain("Hola, Nueva Persona");
    expect(welcome.text).toContain("«Enviar código»");
    expect(welcome.text).toContain("http://localhost:3000/login?type=member&org=demo");
    const audit = await (
      await testDb()
    ).auditEvent.findFirst({ where: { action: "user.created", targetId: created!.user_id } });
    expect(audit).toMatchObject({ organizationId: "demo", metadata: { role: "member" } });

    await addUser({ email: "new.admin@example.com", name: "New Admin", role: "admin" }, callers.admin, "en");
    const [english] = await outboxFor("new.admin@example.com");
    expect(english.subject).toBe("Welcome to the Demo assistant");
    // An admin's welcome opens the organisation's branded sign-in too, as an admin.
    expect(english.text).toContain("http://localhost:3000/login?type=admin&org=demo");
  });

  it("refuses anonymous callers, members and a superadmin role", async () => {
    const body = { email: "x@example.com", name: "X", role: "member" };
    expect((await api("POST", { body })).status).toBe(401);
    expect((await api("POST", { token: callers.member, body })).status).toBe(403);
    const superadmin = await addUser({ ...body, role: "superadmin" }, callers.admin, "en");
    expect(superadmin).toEqual({
      status: 400,
      body: { success: false, error: "The role must be Member or Administrator." },
    });
    expect(await (await testDb()).user.count({ where: { email: "x@example.com" } })).toBe(0);
  });

  it("validates the name and the e-mail", async () => {
    const noName = await addUser({ email: "y@example.com", name: "  ", role: "member" }, callers.admin, "en");
    expect(noName).toEqual({ status: 400, body: { success: false, error: "Name is required." } });
    const badEmail = await addUser({ email: "y@example", name: "Y", role: "member" }, callers.admin, "es");
    expect(badEmail).toEqual({
      status: 400,
      body: { success: false, error: "Introduce un correo electrónico válido." },
    });
  });

  it("answers 409 with a clear message for an address in use in any organisation", async () => {
    const taken = await addUser(
      { email: "member@otra.example", name: "Dup", role: "member" },
      callers.admin,
      "es",
    );
    expect(taken).toEqual({
      status: 409,
      body: { success: false, error: "Ya existe un usuario con ese correo electrónico." },
    });
  });
});

describe("PATCH /api/auth/users (deactivate / reactivate)", () => {
  it("ends the user's sessions at once and lets them back in after reactivation", async () => {
    const memberToken = await sessionTokenFor("member@example.com");
    expect(await sessionIsValid(memberToken)).toBe(true);
    const deactivate = { email: "member@example.com", status: "inactive" };
    expect((await api("PATCH", { token: callers.member, body: deactivate })).status).toBe(403);
    expect((await api("PATCH", { token: callers.otherAdmin, body: deactivate })).status).toBe(404);
    expect(await sessionIsValid(memberToken)).toBe(true);

    expect((await api("PATCH", { token: callers.admin, body: deactivate })).status).toBe(200);
    expect(await sessionIsValid(memberToken)).toBe(false);
    expect(
      (await listAs(callers.admin)).users.find((user) => user.email === "member@example.com")?.status,
    ).toBe("inactive");
    await api("PATCH", { token: callers.admin, body: { ...deactivate, status: "active" } });
    expect(await sessionIsValid(await sessionTokenFor("member@example.com"))).toBe(true);
    const actions = (
      await (
        await testDb()
      ).auditEvent.findMany({
        where: { action: { in: ["user.deactivated", "user.reactivated"] } },
        orderBy: { createdAt: "asc" },
      })
    ).map((event) => event.action);
    expect(actions).toEqual(["user.deactivated", "user.reactivated"]);
  });

  it("never deactivates the admin's own account", async () => {
    const own = await api("PATCH", {
      token: callers.admin,
      body: { email: "admin@example.com", status: "inactive" },
    });
    expect(own.status).toBe(403);
    expect(await sessionIsValid(callers.admin)).toBe(true);
  });
});

describe("DELETE /api/auth/users?email=", () => {
  it("refuses anonymous callers, members, the admin's own account and another organisation's user", async () => {
    expect((await api("DELETE", { query: { email: "nueva@example.com" } })).status).toBe(401);
    // The deactivation above ended the member's earlier session.
    const member = await sessionTokenFor("member@example.com");
    expect((await api("DELETE", { token: member, query: { email: "nueva@example.com" } })).status).toBe(403);
    const own = await api("DELETE", { token: callers.admin, query: { email: "admin@example.com" } });
    expect(own).toEqual({
      status: 403,
      body: { success: false, error: "You cannot delete or deactivate your own account." },
    });
    expect(
      (await api("DELETE", { token: callers.admin, query: { email: "member@otra.example" } })).status,
    ).toBe(404);
    expect(
      (await api("DELETE", { token: callers.otherAdmin, query: { email: "nueva@example.com" } })).status,
    ).toBe(404);
    expect(
      (await api("DELETE", { token: callers.admin, query: { email: "superadmin@example.com" } })).status,
    ).toBe(404);
    expect((await api("DELETE", { token: callers.admin, query: {} })).status).toBe(400);
  });

  it("deletes the user, ends their sessions and keeps their interactions under their id", async () => {
    const db = await testDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: "nueva@example.com" } });
    const token = await sessionTokenFor("nueva@example.com");
    await db.interaction.create({
      data: {
        organizationId: "demo",
        userId: user.id,
        question: "¿Horario?",
        answer: "De 9 a 18 h.",
        answered: true,
        latencyMs: 5,
        engine: "embedded",
      },
    });

    const { status, body } = await api("DELETE", {
      token: callers.admin,
      query: { email: "nueva@example.com" },
    });
    expect({ status, body }).toEqual({ status: 200, body: { success: true } });
    expect(await sessionIsValid(token)).toBe(false);
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await db.interaction.count({ where: { userId: user.id, organizationId: "demo" } })).toBe(1);
    expect(await db.auditEvent.count({ where: { action: "user.deleted", targetId: user.id } })).toBe(1);
    expect(
      (await api("DELETE", { token: callers.admin, query: { email: "nueva@example.com" } })).status,
    ).toBe(404);
  });
});
