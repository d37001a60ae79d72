import { requireAreaPage } from "@/server/auth/guards";
import { getCurrentUser } from "@/server/auth/session";
import { SESSION_COOKIE } from "@/server/auth/token";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Pages read the request through next/headers; here it is a cookie jar the tests fill in.
let cookieJar: Record<string, string> = {};
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name in cookieJar ? { name, value: cookieJar[name] } : undefined),
  }),
  headers: async () => new Headers(),
}));

useTestDatabase({ seed: true });

async function signedInAs(email: string | null) {
  cookieJar = email ? { [SESSION_COOKIE]: await sessionTokenFor(email) } : {};
}

/** next/navigation's redirect() throws; its digest carries the target. */
async function redirectTarget(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: { digest?: string }) => e,
  );
  const match = error?.digest?.match(/^NEXT_REDIRECT;\w+;([^;]+);/);
  if (!match) throw new Error("expected a redirect");
  return match[1];
}

describe("requireAreaPage (spec §2 route guard)", () => {
  it("sends anonymous visitors to the right login with the path to come back to", async () => {
    await signedInAs(null);
    expect(await getCurrentUser()).toBeNull();
    expect(await redirectTarget(requireAreaPage("admin", "/admin/reports"))).toBe(
      "/login?type=admin&redirect=%2Fadmin%2Freports",
    );
    expect(await redirectTarget(requireAreaPage("member", "/chat"))).toBe(
      "/login?type=member&redirect=%2Fchat",
    );
  });

  it("sends a superadmin asking for admin or chat to the organisations list", async () => {
    await signedInAs("superadmin@example.com");
    expect(await redirectTarget(requireAreaPage("member", "/chat"))).toBe("/super-admin/organizations");
    expect((await requireAreaPage("super-admin", "/super-admin/analytics")).decision).toEqual({
      kind: "allow",
    });
  });

  it("lets an admin into chat and shows Super Admin Access Required in the super-admin area", async () => {
    await signedInAs("admin@example.com");
    expect((await requireAreaPage("member", "/chat")).decision).toEqual({ kind: "allow" });
    const superArea = await requireAreaPage("super-admin", "/super-admin/organizations");
    expect(superArea.decision).toEqual({ kind: "superadmin-required" });
    expect(superArea.user.email).toBe("admin@example.com");
  });

  it("shows Access Denied to a member in admin areas", async () => {
    await signedInAs("member@example.com");
    expect((await requireAreaPage("admin", "/admin/configuracion")).decision).toEqual({
      kind: "access-denied",
    });
    expect((await requireAreaPage("member", "/chat")).decision).toEqual({ kind: "allow" });
  });
});
