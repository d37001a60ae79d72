import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { now } from "@/server/clock";
import { getDb, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "@/server/services/audit";
import { assertAnotherActiveAdmin, lockOrganizationAdminSet } from "./admin-set";

/**
 * Deactivating, reactivating, deleting, renaming and changing the role of an organisation's users: by
 * one of its admins (the configuration screen, spec §2) or by a superadmin naming the organisation.
 * Each change is decided in one transaction that holds the organisation's admin set (admin-set.ts),
 * under these rules:
 * - the organisation keeps at least one active admin, whoever asks, concurrent requests included (409);
 * - nobody changes a superadmin from here, and an admin never deactivates, deletes or demotes their
 *   own account (403; correcting their own name is fine);
 * - an admin deactivates, deletes or demotes members and the admins who became admin after them, never
 *   one who was admin before them (403): an admin cannot remove whoever made them admin, nor the
 *   organisation's original admin. "Admin since" is when the user was created, or promoted
 *   (User.adminSince). A superadmin can, as long as another active admin remains.
 */
export type UserManager = { user: SessionUser; organizationId: string; ip: string | null };

type Transaction = Prisma.TransactionClient;

const adminSinceOf = (user: { adminSince: Date | null; createdAt: Date }) =>
  user.adminSince ?? user.createdAt;

const managedUserFields = {
  id: true,
  name: true,
  role: true,
  status: true,
  createdAt: true,
  adminSince: true,
} satisfies Prisma.UserSelect;
type ManagedUser = Prisma.UserGetPayload<{ select: typeof managedUserFields }>;

/** Locks the admin set, then the user: 404 outside the manager's organisation, 403 for a superadmin. */
async function lockedManagedUser(tx: Transaction, manager: UserManager, email: string) {
  await lockOrganizationAdminSet(tx, manager.organizationId);
  const user = await tx.user.findFirst({
    where: { email, organizationId: manager.organizationId },
    select: managedUserFields,
  });
  if (!user) throw new AppError("NOT_FOUND", "userNotFound");
  if (user.role === "superadmin") throw new AppError("FORBIDDEN", "forbidden");
  return user;
}

/**
 * The manager's own row as it is now: another admin may have deactivated (401) or demoted (403) them
 * since the guard let the request in. Read after the last-active-admin check, so that of two admins
 * removing each other the loser hears why (409).
 */
async function currentActor(tx: Transaction, manager: UserManager) {
  const actor = await tx.user.findFirst({
    where: { id: manager.user.id, status: "active" },
    select: managedUserFields,
  });
  if (!actor) throw new AppError("UNAUTHORIZED", "unauthorized");
  if (manager.user.role !== "superadmin" && actor.role !== "admin")
    throw new AppError("FORBIDDEN", "forbidden");
  return actor;
}

/** An admin may take admin rights away only from those who became admin after them. */
const isSeniorTo = (user: ManagedUser, actor: ManagedUser) => adminSinceOf(user) < adminSinceOf(actor);

async function changeManagedUser(
  manager: UserManager,
  email: string,
  { removes }: { removes: boolean },
  change: (tx: Transaction, userId: string) => Promise<void>,
): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const byAdmin = manager.user.role !== "superadmin";
    const user = await lockedManagedUser(tx, manager, email);
    if (byAdmin && user.id === manager.user.id) throw new AppError("FORBIDDEN", "cannotChangeOwnAccount");
    if (removes && user.role === "admin" && user.status === "active") {
      await assertAnotherActiveAdmin(tx, manager.organizationId, user.id);
    }
    const actor = await currentActor(tx, manager);
    if (byAdmin && removes && user.role === "admin" && isSeniorTo(user, actor)) {
      throw new AppError("FORBIDDEN", "cannotRemoveSeniorAdmin");
    }
    await change(tx, user.id);
  });
}

/**
 * Deletes the user: their sessions end at once (there is no user left to resolve a token to) and
 * their past interactions stay in the report under their id (Interaction.userId has no foreign key).
 */
export async function deleteOrganizationUser(manager: UserManager, email: string): Promise<void> {
  await changeManagedUser(manager, email, { removes: true }, async (tx, userId) => {
    await tx.user.deleteMany({ where: { id: userId, organizationId: manager.organizationId } });
    await recordAuditEvent(tx, {
      action: "user.deleted",
      actorId: manager.user.id,
      organizationId: manager.organizationId,
      target: { type: "user", id: userId },
      ip: manager.ip,
    });
  });
}

/** Deactivating ends every session at once and stops new sign-ins; reactivating allows them again. */
export async function setOrganizationUserStatus(
  manager: UserManager,
  email: string,
  status: "active" | "inactive",
): Promise<void> {
  const removes = status === "inactive";
  await changeManagedUser(manager, email, { removes }, async (tx, userId) => {
    await tx.user.updateMany({
      where: { id: userId, organizationId: manager.organizationId },
      data: { status, ...(removes ? { sessionVersion: { increment: 1 } } : {}) },
    });
    await recordAuditEvent(tx, {
      action: removes ? "user.deactivated" : "user.reactivated",
      actorId: manager.user.id,
      organizationId: manager.organizationId,
      target: { type: "user", id: userId },
      ip: manager.ip,
    });
  });
}

export type UserChange = { name?: string; role?: "member" | "admin" };

/**
 * Corrects a user's name and/or changes their role (member ↔ admin). Demoting follows the removal
 * rules (never the last active admin, never oneself, never an admin senior to an admin caller);
 * promoting records when, for those rules. A change to what is already stored is a no-op.
 */
export async function updateOrganizationUser(
  manager: UserManager,
  email: string,
  change: UserChange,
): Promise<void> {
  const { organizationId } = manager;
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const byAdmin = manager.user.role !== "superadmin";
    const user = await lockedManagedUser(tx, manager, email);
    const role = change.role ?? user.role;
    const name = change.name ?? user.name;
    const event = {
      actorId: manager.user.id,
      organizationId,
      target: { type: "user", id: user.id },
      ip: manager.ip,
    };
    const demotes = role === "member" && user.role === "admin";
    if (byAdmin && role !== user.role && user.id === manager.user.id) {
      throw new AppError("FORBIDDEN", "cannotChangeOwnRole");
    }
    if (demotes && user.status === "active") await assertAnotherActiveAdmin(tx, organizationId, user.id);
    const actor = await currentActor(tx, manager);
    if (byAdmin && demotes && isSeniorTo(user, actor)) {
      throw new AppError("FORBIDDEN", "cannotDemoteSeniorAdmin");
    }
    if (role !== user.role) {
      await tx.user.updateMany({
        where: { id: user.id, organizationId },
        data: { role, adminSince: role === "admin" ? now() : null },
      });
      await recordAuditEvent(tx, {
        ...event,
        action: "user.role_changed",
        metadata: { from: user.role, to: role },
      });
    }
    if (name !== user.name) {
      await tx.user.updateMany({ where: { id: user.id, organizationId }, data: { name } });
      await recordAuditEvent(tx, {
        ...event,
        action: "user.renamed",
        metadata: { from: user.name, to: name },
      });
    }
  });
}
