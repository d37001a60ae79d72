import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "@/server/services/audit";
import { assertAnotherActiveAdmin, lockOrganizationAdminSet } from "./admin-set";

/**
 * Deactivating, reactivating and deleting an organisation's users: by one of its admins (the
 * configuration screen, spec §2) or by a superadmin naming the organisation. Each change is decided in
 * one transaction that holds the organisation's admin set (admin-set.ts), under these rules:
 * - the organisation keeps at least one active admin, whoever asks, concurrent requests included (409);
 * - nobody changes a superadmin from here, and an admin never changes their own account (403);
 * - an admin deactivates or deletes members and the admins added after them, never one added before
 *   them (403): an admin cannot remove whoever made them admin, nor the organisation's original admin.
 *   A superadmin can, as long as another active admin remains.
 */
export type UserManager = { user: SessionUser; organizationId: string; ip: string | null };

type Transaction = Prisma.TransactionClient;

async function changeManagedUser(
  manager: UserManager,
  email: string,
  { removes }: { removes: boolean },
  change: (tx: Transaction, userId: string) => Promise<void>,
): Promise<void> {
  const { organizationId } = manager;
  const byAdmin = manager.user.role !== "superadmin";
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await lockOrganizationAdminSet(tx, organizationId);
    const user = await tx.user.findFirst({
      where: { email, organizationId },
      select: { id: true, role: true, status: true, createdAt: true },
    });
    if (!user) throw new AppError("NOT_FOUND", "userNotFound");
    if (user.role === "superadmin") throw new AppError("FORBIDDEN", "forbidden");
    if (byAdmin && user.id === manager.user.id) throw new AppError("FORBIDDEN", "cannotChangeOwnAccount");
    if (removes && user.role === "admin" && user.status === "active") {
      await assertAnotherActiveAdmin(tx, organizationId, user.id);
    }
    // Another admin may have deactivated or deleted this one since the guard let the request in.
    const actor = await tx.user.findFirst({
      where: { id: manager.user.id, status: "active" },
      select: { createdAt: true },
    });
    if (!actor) throw new AppError("UNAUTHORIZED", "unauthorized");
    if (byAdmin && removes && user.role === "admin" && user.createdAt < actor.createdAt) {
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
