import { outboxFor } from "@/tests/helpers/auth";
import { setUpInvitationSuite } from "@/tests/helpers/invitations";
import { OTHER_ORGANIZATION } from "@/tests/helpers/organizations";
import { testDb } from "@/tests/helpers/test-db";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/**
 * Issue 24 §3: an admin invites several people at once, POST /api/auth/users {users: […]}. Each row is
 * checked with the add form's schema and added on its own while the day's allowance lasts; one answer
 * says who was added and why each other row was not, in the caller's language.
 */

// A small allowance shows where adding stops. Set before the database helper loads the configuration.
const suite = setUpInvitationSuite(4);
const { users } = suite;

type Row = { email: string; name?: string; role?: string };
const invite = (rows: Row[], { token = suite.callers.admin, locale = "en" } = {}) =>
  users("POST", { token, body: { users: rows }, headers: { "accept-language": locale } });

const added = (row: number, email: string, name: string, role = "member") => ({
  row,
  email,
  name,
  role,
  added: true,
});
const notAdded = (
  row: number,
  fields: { email: string; name: string; role: string },
  reason: string,
  error: string,
) => ({
  row,
  ...fields,
  added: false,
  reason,
  error,
});

describe("POST /api/auth/users with a list", () => {
  it("adds the valid rows and reports every other one with its reason, stopping at the day's allowance", async () => {
    const allowance = "Your organization has reached the limit of 4 new users per day. Try again later.";
    const { status, body } = await invite([
      { email: "Lucia.Fernandez@Example.com", name: "Lucía Fernández", role: "admin" },
      { email: "pedro.ramirez+ventas@example.com" },
      { email: "no-es-un-correo", name: "Sin Correo" },
      { email: "agente@example.com", name: "Agente 007" },
      { email: "rol@example.com", name: "Rol Raro", role: "jefe" },
      { email: "lucia.fernandez@example.com", name: "Lucía Otra Vez" },
      { email: "member@example.com", name: "Miembro Demo" },
      { email: OTHER_ORGANIZATION.admin, name: "Otra Persona" },
      { email: "12345@example.com" },
      { email: "ana@example.com", name: "Ana Ruiz" },
      { email: "bruno@example.com", name: "Bruno Díaz" },
      { email: "carla@example.com", name: "Carla Soto" },
      { email: "dario@example.com", name: "Darío Paz" },
      { email: "", name: "Sin Nada" },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      added: 4,
      not_added: 10,
      results: [
        added(1, "lucia.fernandez@example.com", "Lucía Fernández", "admin"),
        // No name given: one is taken from the address.
        added(2, "pedro.ramirez+ventas@example.com", "Pedro Ramirez"),
        notAdded(
          3,
          { email: "no-es-un-correo", name: "Sin Correo", role: "member" },
          "invalid",
          en.Errors.emailInvalid,
        ),
        notAdded(
          4,
          { email: "agente@example.com", name: "Agente 007", role: "member" },
          "invalid",
          en.Errors.userNameInvalid,
        ),
        notAdded(
          5,
          { email: "rol@example.com", name: "Rol Raro", role: "jefe" },
          "invalid",
          en.Errors.userRoleInvalid,
        ),
        notAdded(
          6,
          { email: "lucia.fernandez@example.com", name: "Lucía Otra Vez", role: "member" },
          "duplicate",
          en.Errors.inviteDuplicate,
        ),
        notAdded(
          7,
          { email: "member@example.com", name: "Miembro Demo", role: "member" },
          "already_member",
          en.Errors.inviteAlreadyMember,
        ),
        notAdded(
          8,
          { email: OTHER_ORGANIZATION.admin, name: "Otra Persona", role: "member" },
          "email_taken",
          en.Errors.emailTaken,
        ),
        notAdded(
          9,
          { email: "12345@example.com", name: "", role: "member" },
          "invalid",
          en.Errors.inviteNameFromEmail,
        ),
        added(10, "ana@example.com", "Ana Ruiz"),
        added(11, "bruno@example.com", "Bruno Díaz"),
        notAdded(
          12,
          { email: "carla@example.com", name: "Carla Soto", role: "member" },
          "limit_reached",
          allowance,
        ),
        notAdded(
          13,
          { email: "dario@example.com", name: "Darío Paz", role: "member" },
          "limit_reached",
          allowance,
        ),
        notAdded(14, { email: "", name: "Sin Nada", role: "member" }, "invalid", en.Errors.emailRequired),
      ],
    });

    const db = await testDb();
    const stored = await db.user.findMany({
      where: { organizationId: "demo", email: { notIn: ["admin@example.com", "member@example.com"] } },
      select: { email: true, name: true, role: true },
      orderBy: { email: "asc" },
    });
    expect(stored).toEqual([
      { email: "ana@example.com", name: "Ana Ruiz", role: "member" },
      { email: "bruno@example.com", name: "Bruno Díaz", role: "member" },
      { email: "lucia.fernandez@example.com", name: "Lucía Fernández", role: "admin" },
      { email: "pedro.ramirez+ventas@example.com", name: "Pedro Ramirez", role: "member" },
    ]);
    for (const email of ["carla@example.com", "dario@example.com", "agente@example.com", "rol@example.com"]) {
      expect(await db.user.count({ where: { email } })).toBe(0);
      expect(await outboxFor(email)).toEqual([]);
    }
    expect(await db.auditEvent.count({ where: { organizationId: "demo", action: "user.created" } })).toBe(4);
    // The other organisation's admin kept their account, untouched.
    expect(
      (await db.user.findUniqueOrThrow({ where: { email: OTHER_ORGANIZATION.admin } })).organizationId,
    ).toBe(OTHER_ORGANIZATION.id);

    // Each added person got a welcome e-mail to the organisation's branded sign-in, for their role.
    const [admin] = await outboxFor("lucia.fernandez@example.com");
    expect(admin.text).toContain("Hello, Lucía Fernández");
    expect(admin.text).toContain("http://localhost:3000/login?type=admin&org=demo");
    const [member] = await outboxFor("ana@example.com");
    expect(member.text).toContain("http://localhost:3000/login?type=member&org=demo");

    // The allowance is the one a single add spends: spent, it refuses that too.
    const single = await users("POST", {
      token: suite.callers.admin,
      body: { email: "elena@example.com", name: "Elena Vidal", role: "member" },
    });
    expect(single.status).toBe(429);
  });

  it("answers in the caller's language, and the next day's allowance adds the rest", async () => {
    const { body } = await invite(
      [
        { email: "carla@example.com", name: "Carla Soto" },
        { email: "carla@example.com", name: "Carla Soto" },
        { email: "ana@example.com", name: "Ana Ruiz" },
        { email: "x@example.com", name: "Correo http://evil.test" },
      ],
      { locale: "es" },
    );
    expect(body).toMatchObject({ added: 1, not_added: 3 });
    const results = body.results as { error?: string }[];
    expect(results.map((result) => result.error)).toEqual([
      undefined,
      es.Errors.inviteDuplicate,
      es.Errors.inviteAlreadyMember,
      es.Errors.userNameInvalid,
    ]);
    const [welcome] = await outboxFor("carla@example.com");
    expect(welcome.subject).toBe("Te damos la bienvenida al asistente de Demo");
  });

  it("refuses an empty or too long list, and callers who are not admins, adding nobody", async () => {
    expect(await invite([])).toEqual({
      status: 400,
      body: { success: false, error: en.Errors.inviteListEmpty },
    });
    const tooMany = Array.from({ length: 201 }, (_, index) => ({ email: `p${index}@example.com` }));
    expect(await invite(tooMany)).toEqual({
      status: 400,
      body: { success: false, error: en.Errors.inviteListTooLong },
    });
    const rows = [{ email: "intruso@example.com", name: "Intruso" }];
    expect((await users("POST", { body: { users: rows } })).status).toBe(401);
    expect((await invite(rows, { token: suite.callers.member })).status).toBe(403);
    expect((await invite(rows, { token: suite.callers.superadmin })).status).toBe(403);
    expect(await (await testDb()).user.count({ where: { email: "intruso@example.com" } })).toBe(0);
  });

  it("adds to the caller's own organisation only", async () => {
    const { body } = await invite([{ email: "nuevo@otra.example", name: "Nuevo Otra" }], {
      token: suite.callers.otherAdmin,
    });
    expect(body).toMatchObject({ added: 1 });
    const stored = await (await testDb()).user.findUniqueOrThrow({ where: { email: "nuevo@otra.example" } });
    expect(stored.organizationId).toBe(OTHER_ORGANIZATION.id);
    const [welcome] = await outboxFor("nuevo@otra.example");
    expect(welcome.text).toContain("http://localhost:3000/login?type=member&org=otra");
  });
});
