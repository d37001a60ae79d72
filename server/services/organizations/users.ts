import "server-only";
import type { CallerContext } from "@/lib/auth/session-user";
import type { Locale } from "@/lib/i18n/locales";
import type { NewOrganizationUser, OrganizationUserRow } from "@/lib/validation/users";
import { getDb, Prisma } from "@/server/db";
import { sendEmailInBackground } from "@/server/email";
import { welcomeEmail } from "@/server/email/templates/welcome";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "@/server/services/audit";

/**
 * The configuration screen's user management (spec §2, §5, §6): an admin lists, adds, deactivates
 * and deletes the users of their own organisation. Another organisation's user answers 404; the
 * admin's own account and superadmins are never touched from here.
 */

type ActingAdmin = CallerContext & { ip: string | null };

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

/** Adds a member or admin and sends them a welcome e-mail that explains how to sign in. */
export async function createOrganizationUser(
  admin: ActingAdmin,
  input: NewOrganizationUser,
  welcome: { locale: Locale; signInUrl: string },
): Promise<void> {
  const db = await getDb();
  const organization = await db.organization.findUnique({
    where: { id: admin.organizationId },
    select: { name: true },
  });
  if (!organization) throw new AppError("NOT_FOUND", "organizationNotFound");
  try {
    await db.$transaction(async (tx) => {
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
    });
  } catch (error) {
    // The address is unique across every organisation: a user belongs to one only.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", "emailTaken");
    }
    throw error;
  }
  sendEmailInBackground(
    welcomeEmail({ to: input.email, name: input.name, organizationName: organization.name, ...welcome }),
  );
}

/** A user of the admin's organisation other than the admin and any superadmin, or 404 / 403. */
async function manageableUser(admin: ActingAdmin, email: string): Promise<{ id: string }> {
  const db = await getDb();
  const user = await db.user.findFirst({
    where: { email, organizationId: admin.organizationId },
    select: { id: true, role: true },
  });
  if (!user) throw new AppError("NOT_FOUND", "userNotFound");
  if (user.id === admin.user.id) throw new AppError("FORBIDDEN", "cannotChangeOwnAccount");
  if (user.role === "superadmin") throw new AppError("FORBIDDEN", "forbidden");
  return user;
}

/**
 * Deletes the user: their sessions end at once (there is no user left to resolve a token to) and
 * their past interactions stay in the report under their id (Interaction.userId has no foreign key).
 */
export async function deleteOrganizationUser(admin: ActingAdmin, email: string): Promise<void> {
  const user = await manageableUser(admin, email);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.user.deleteMany({ where: { id: user.id, organizationId: admin.organizationId } });
    await recordAuditEvent(tx, {
      action: "user.deleted",
      actorId: admin.user.id,
      organizationId: admin.organizationId,
      target: { type: "user", id: user.id },
      ip: admin.ip,
    });
  });
}

/** Deactivating ends every session at once and stops new sign-ins; reactivating allows them again. */
export async function setOrganizationUserStatus(
  admin: ActingAdmin,
  email: string,
  status: "active" | "inactive",
): Promise<void> {
  const user = await manageableUser(admin, email);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.user.updateMany({
      where: { id: user.id, organizationId: admin.organizationId },
      data: { status, ...(status === "inactive" ? { sessionVersion: { increment: 1 } } : {}) },
    });
    await recordAuditEvent(tx, {
      action: status === "inactive" ? "user.deactivated" : "user.reactivated",
      actorId: admin.user.id,
      organizationId: admin.organizationId,
      target: { type: "user", id: user.id },
      ip: admin.ip,
    });
  });
}
