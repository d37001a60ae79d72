import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Role } from "@/lib/auth/roles";
import { now } from "@/server/clock";
import { getDb, Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { normalizeEmail } from "@/lib/validation/auth";

// Exactly the SessionUser fields, so the result can be returned as is.
const sessionUserFields = {
  id: true,
  email: true,
  name: true,
  role: true,
  status: true,
  organizationId: true,
  lastLoginAt: true,
  sessionVersion: true,
} satisfies Prisma.UserSelect;

export async function findUserByEmail(email: string): Promise<SessionUser | null> {
  const db = await getDb();
  return db.user.findUnique({ where: { email: normalizeEmail(email) }, select: sessionUserFields });
}

export async function findUserById(id: string): Promise<SessionUser | null> {
  const db = await getDb();
  return db.user.findUnique({ where: { id }, select: sessionUserFields });
}

/**
 * The user behind a session token and whether their organisation is suspended, in one query: every
 * authenticated request reads both (server/auth/session.ts), and on the embedded database each
 * statement waits its turn on one thread.
 */
export async function findSessionHolder(
  id: string,
): Promise<{ user: SessionUser; organizationSuspended: boolean } | null> {
  const db = await getDb();
  const [row] = await db.$queryRaw<(SessionUser & { organizationStatus: string | null })[]>`
    SELECT u."id", u."email", u."name", u."role"::text AS "role", u."status"::text AS "status",
      u."organizationId", u."lastLoginAt", u."sessionVersion", o."status"::text AS "organizationStatus"
    FROM "User" u LEFT JOIN "Organization" o ON o."id" = u."organizationId"
    WHERE u."id" = ${id}`;
  if (!row) return null;
  const { organizationStatus, ...user } = row;
  return { user, organizationSuspended: organizationStatus === "suspended" };
}

export type NewUser = { email: string; name: string; role: Role; organizationId: string | null };

export async function createUser(input: NewUser): Promise<SessionUser> {
  const db = await getDb();
  try {
    return await db.user.create({
      data: { ...input, email: normalizeEmail(input.email), name: input.name.trim() },
      select: sessionUserFields,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", "emailTaken");
    }
    throw error;
  }
}

export async function recordLogin(userId: string): Promise<void> {
  const db = await getDb();
  await db.user.update({ where: { id: userId }, data: { lastLoginAt: now() } });
}

/** Ends every session of the user: tokens carry the version they were issued with. */
export async function bumpSessionVersion(userId: string): Promise<void> {
  const db = await getDb();
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
