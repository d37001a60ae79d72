import { setClock } from "@/server/clock";
import { AppError } from "@/server/errors";
import { getOrganizationSummary } from "@/server/services/organizations/summary";
import {
  bumpSessionVersion,
  createUser,
  findUserByEmail,
  findUserById,
  recordLogin,
} from "@/server/services/users";
import { useTestDatabase } from "@/tests/helpers/test-db";

describe("users service", () => {
  useTestDatabase({ seed: true });
  afterEach(() => setClock(null));

  it("finds users by e-mail regardless of case and surrounding spaces", async () => {
    const user = await findUserByEmail("  Admin@Example.COM ");
    expect(user).toEqual({
      id: expect.any(String),
      email: "admin@example.com",
      name: "Admin Demo",
      role: "admin",
      status: "active",
      organizationId: "demo",
      lastLoginAt: null,
      sessionVersion: 0,
    });
    expect(await findUserById(user!.id)).toEqual(user);
  });

  it("returns null for unknown users", async () => {
    expect(await findUserByEmail("nobody@example.com")).toBeNull();
    expect(await findUserById("00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  it("stores new e-mails normalised and rejects duplicates with CONFLICT", async () => {
    const created = await createUser({
      email: " Ana@Acme.MX ",
      name: "Ana",
      role: "member",
      organizationId: "demo",
    });
    expect(created).toMatchObject({
      email: "ana@acme.mx",
      role: "member",
      status: "active",
      organizationId: "demo",
    });
    const duplicate = createUser({
      email: "ANA@acme.mx",
      name: "Otra Ana",
      role: "admin",
      organizationId: "demo",
    });
    await expect(duplicate).rejects.toBeInstanceOf(AppError);
    await expect(duplicate).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "emailTaken",
      status: 409,
    });
  });

  it("records the login time from the server clock", async () => {
    const at = new Date("2026-03-01T12:00:00.000Z");
    setClock(() => at);
    const user = await findUserByEmail("member@example.com");
    await recordLogin(user!.id);
    expect((await findUserById(user!.id))!.lastLoginAt).toEqual(at);
  });

  it("bumps the session version", async () => {
    const user = await findUserByEmail("superadmin@example.com");
    await bumpSessionVersion(user!.id);
    await bumpSessionVersion(user!.id);
    expect((await findUserById(user!.id))!.sessionVersion).toBe(user!.sessionVersion + 2);
  });
});

describe("organizations service", () => {
  useTestDatabase({ seed: true });

  it("summarises an organisation, or returns null", async () => {
    expect(await getOrganizationSummary("demo")).toEqual({
      id: "demo",
      name: "Demo",
      color: "#F97316",
      logoUrl: null,
      profileImageUrl: null,
      customPrompt: null,
      timeZone: "America/Mexico_City",
    });
    expect(await getOrganizationSummary("missing")).toBeNull();
  });
});
