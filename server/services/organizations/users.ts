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
import { assertAnotherActiveAdmin, lockOrganizationAdminSet } from "./admin-set";

/**
 * The configuration screen's user management (spec §2, §5, §6): an admin lists, adds, deactivates
 * and deletes the users of their own organisation. Another organisation's user answers 404; the
 * admin's own account and superadmins are never touched from here, and the organisation's last active
 * admin is never deactivated nor deleted (409): someone must always be able to manage it.
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

/**
 * Adds a member or admin and sends them a welcome e-mail that explains how to sign in, within the
 * organisation's daily allowance of invitations (invitations.ts).
 */
export async function createOrganizationUser(
  admin: ActingAdmin,
  input: NewOrganizationUser,
  welcome: { locale: Locale },
): Promise<void> {
  const db = await getDb();
  const organization = await db.organization.findUnique({
    where: { id: admin.organizationId },
    select: { name: true },
  });
  if (!organization) throw new AppError("NOT_FOUND", "organizationNotFound");
  try {
    await db.$transaction(async (tx) => {
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
    });
  } catch (error) {
    // The address is unique across every organisation: a user belongs to one only.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", "emailTaken");
    }
    throw error;
  }
  sendEmailInBackground(
    welcomeEmail({
      to: input.email,
      name: input.name,
      organizationName: organization.name,
      organizationId: admin.organizationId,
      ...welcome,
    }),
  );
}

/**
 * Runs `change` on a user of the admin's organisation, other than the admin and any superadmin (404 /
 * 403 otherwise), in one transaction that holds the organisation's admin set (admin-set.ts): when
 * the change takes an active admin away, another active admin must remain (409 otherwise), and an
 * admin deactivated or deleted meanwhile by another admin can no longer act.
 */
async function changeManagedUser(
  admin: ActingAdmin,
  email: string,
  { removesAdmin }: { removesAdmin: boolean },
  change: (tx: Prisma.TransactionClient, userId: string) => Promise<void>,
): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await lockOrganizationAdminSet(tx, admin.organizationId);
    const user = await tx.user.findFirst({
      where: { email, organizationId: admin.organizationId },
      select: { id: true, role: true, status: true },
    });
    if (!user) throw new AppError("NOT_FOUND", "userNotFound");
    if (user.id === admin.user.id) throw new AppError("FORBIDDEN", "cannotChangeOwnAccount");
    if (user.role === "superadmin") throw new AppError("FORBIDDEN", "forbidden");
    if (removesAdmin && user.role === "admin" && user.status === "active") {
      await assertAnotherActiveAdmin(tx, admin.organizationId, user.id);
    }
    const actorStillActive = await tx.user.count({ where: { id: admin.user.id, status: "active" } });
    if (actorStillActive === 0) throw new AppError("UNAUTHORIZED", "unauthorized");
    await change(tx, user.id);
  });
}

/**
 * Deletes the user: their sessions end at once (there is no user left to resolve a token to) and
 * their past interactions stay in the report under their id (Interaction.userId has no foreign key).
 */
export async function deleteOrganizationUser(admin: ActingAdmin, email: string): Promise<void> {
  await changeManagedUser(admin, email, { removesAdmin: true }, async (tx, userId) => {
    await tx.user.deleteMany({ where: { id: userId, organizationId: admin.organizationId } });
    await recordAuditEvent(tx, {
      action: "user.deleted",
      actorId: admin.user.id,
      organizationId: admin.organizationId,
      target: { type: "user", id: userId },
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
  const removesAdmin = status === "inactive";
  await changeManagedUser(admin, email, { removesAdmin }, async (tx, userId) => {
    await tx.user.updateMany({
      where: { id: userId, organizationId: admin.organizationId },
      data: { status, ...(removesAdmin ? { sessionVersion: { increment: 1 } } : {}) },
    });
    await recordAuditEvent(tx, {
      action: removesAdmin ? "user.deactivated" : "user.reactivated",
      actorId: admin.user.id,
      organizationId: admin.organizationId,
      target: { type: "user", id: userId },
      ip: admin.ip,
    });
  });
}
