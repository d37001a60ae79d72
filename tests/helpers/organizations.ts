import { sessionTokenFor } from "@/tests/helpers/auth";
import { testDb } from "@/tests/helpers/test-db";

/**
 * A second organisation ("otra") next to the seeded "demo", with its own admin and member: the other
 * tenant of every isolation test. The one place that creates it, so every suite means the same users.
 */
export const OTHER_ORGANIZATION = {
  id: "otra",
  name: "Otra",
  admin: "admin@otra.example",
  member: "member@otra.example",
} as const;

export async function createSecondOrganization(): Promise<void> {
  const db = await testDb();
  const { id, name, admin, member } = OTHER_ORGANIZATION;
  await db.organization.create({ data: { id, name } });
  await db.user.createMany({
    data: [
      { email: admin, name: "Admin Otra", role: "admin", organizationId: id },
      { email: member, name: "Miembro Otra", role: "member", organizationId: id },
    ],
  });
}

export type SeededCallers = Record<"admin" | "member" | "superadmin", string>;

/** Bearer tokens of the seeded demo users (tests/helpers/test-db.ts with seed: true). */
export async function seededCallers(): Promise<SeededCallers> {
  return {
    admin: await sessionTokenFor("admin@example.com"),
    member: await sessionTokenFor("member@example.com"),
    superadmin: await sessionTokenFor("superadmin@example.com"),
  };
}

export type Callers = SeededCallers & { otherAdmin: string };

/** The seeded users and the second organisation's admin (after `createSecondOrganization`). */
export async function signInCallers(): Promise<Callers> {
  return { ...(await seededCallers()), otherAdmin: await sessionTokenFor(OTHER_ORGANIZATION.admin) };
}
