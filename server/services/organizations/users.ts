import "server-only";
import type { CallerContext } from "@/lib/auth/session-user";
import type { Locale } from "@/lib/i18n/locales";
import type { NewOrganizationUser, OrganizationUserRow } from "@/lib/validation/users";
import { getDb, Prisma } from "@/server/db";
import { sendEmailInBackground } from "@/server/email";
import { welcomeEmail } from "@/server/email/templates/welcome";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "@/server/services/audit";
import { spendInvitation } from "./invitations";

/**
 * The configuration screen's user management (spec §2, §5, §6): an admin lists and adds the users of
 * their own organisation (deactivating and deleting them: user-management.ts).
 */

export type ActingAdmin = CallerContext & { ip: string | null };

export async function listOrganizationUsers(organizationId: string): Promise<OrganizationUserRow[]> {
  const db = await getDb();
  const users = await db.user.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: "asc" }, { email: "asc" }],
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      status: true,
      lastLoginAt: true,
      createdAt: true,
    },
  });
  return users.map((user) => ({
    user_id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    last_login: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  }));
}

/** The organisation's name, for the welcome e-mail; 404 when it no longer exists. */
export async function organizationNameOf(organizationId: string): Promise<string> {
  const db = await getDb();
  const organization = await db.organization.findUnique({
    where: { id: organizationId },
    select: { name: true },
  });
  if (!organization) throw new AppError("NOT_FOUND", "organizationNotFound");
  return organization.name;
}

/**
 * Spends one of the day's invitations and creates the user with their audit event, in the caller's
 * transaction: a refused address or a full allowance leaves nothing behind.
 */
export async function insertInvitedUser(
  tx: Prisma.TransactionClient,
  admin: ActingAdmin,
  input: NewOrganizationUser,
): Promise<void> {
  await spendInvitation(tx, admin.organizationId);
  const user = await tx.user.create({
    data: { ...input, organizationId: admin.organizationId },
    select: { id: true },
  });
  await recordAuditEvent(tx, {
    action: "user.created",
    actorId: admin.user.id,
    organizationId: admin.organizationId,
    target: { type: "user", id: user.id },
    metadata: { role: input.role },
    ip: admin.ip,
  });
}

/** Sent after the user is committed; the link opens the organisation's branded sign-in. */
export function sendWelcomeEmail(
  organization: { id: string; name: string },
  input: NewOrganizationUser,
  locale: Locale,
): void {
  sendEmailInBackground(
    welcomeEmail({
      to: input.email,
      name: input.name,
      role: input.role,
      organizationName: organization.name,
      organizationId: organization.id,
      locale,
    }),
  );
}

export const isEmailTaken = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * Adds a member or admin and sends them a welcome e-mail that explains how to sign in, within the
 * organisation's daily allowance of invitations (invitations.ts). Several at once: bulk-invitations.ts.
 */
export async function createOrganizationUser(
  admin: ActingAdmin,
  input: NewOrganizationUser,
  welcome: { locale: Locale },
): Promise<void> {
  const organizationName = await organizationNameOf(admin.organizationId);
  const db = await getDb();
  try {
    await db.$transaction((tx) => insertInvitedUser(tx, admin, input));
  } catch (error) {
    // The address is unique across every organisation: a user belongs to one only.
    if (isEmailTaken(error)) throw new AppError("CONFLICT", "emailTaken");
    throw error;
  }
  sendWelcomeEmail({ id: admin.organizationId, name: organizationName }, input, welcome.locale);
}
