import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { closeDb, resetDbForTests } from "@/server/db";
import { findUserByEmail } from "@/server/services/users";
import { useTestDatabase } from "@/tests/helpers/test-db";

// `npm run user:create` as an operator runs it, against the test database (PGlite or PostgreSQL).
jest.setTimeout(120_000);
useTestDatabase({ seed: true });

async function userCreate(...args: string[]): Promise<{ code: number; output: string }> {
  // The CLI opens the database itself; an embedded directory must have one owner at a time.
  await closeDb();
  resetDbForTests();
  try {
    const { stdout, stderr } = await promisify(execFile)("npm", ["run", "-s", "user:create", "--", ...args], {
      env: process.env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("npm run user:create", () => {
  it("creates a superadmin (e-mail normalised) and refuses a duplicate", async () => {
    const created = await userCreate(
      "--email",
      " Ana@Empresa.MX ",
      "--name",
      "Ana López",
      "--role",
      "superadmin",
    );
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining("ana@empresa.mx") });
    expect(await findUserByEmail("ana@empresa.mx")).toMatchObject({
      name: "Ana López",
      role: "superadmin",
      organizationId: null,
      status: "active",
    });

    const duplicate = await userCreate("--email", "ana@empresa.mx", "--name", "Otra", "--role", "superadmin");
    expect(duplicate.code).toBe(1);
  });

  it("creates an admin of an existing organisation, and refuses an unknown one", async () => {
    expect(
      (await userCreate("--email", "luis@empresa.mx", "--name", "Luis", "--role", "admin", "--org", "demo"))
        .code,
    ).toBe(0);
    expect(await findUserByEmail("luis@empresa.mx")).toMatchObject({ role: "admin", organizationId: "demo" });
    const unknownOrg = await userCreate(
      "--email",
      "eva@empresa.mx",
      "--name",
      "Eva",
      "--role",
      "member",
      "--org",
      "nope",
    );
    expect(unknownOrg.code).toBe(1);
    expect(await findUserByEmail("eva@empresa.mx")).toBeNull();
  });

  it("explains bad arguments with exit code 2", async () => {
    const bad = await userCreate("--email", "not-an-email", "--name", "X", "--role", "owner");
    expect(bad.code).toBe(2);
    expect(bad.output).toMatch(/--email|--role/);
    expect(bad.output).toContain("Usage");
  });
});
