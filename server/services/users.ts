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
