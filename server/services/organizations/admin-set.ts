import "server-only";
import type { Prisma } from "@/server/db";
import { AppError } from "@/server/errors";

/**
 * An organisation always keeps at least one active admin (issue 20 §8). Every change that can take
 * an admin away (deactivating, deleting, demoting) runs in one transaction that first locks the
 * organisation's row: two admins deactivating each other at the same moment are then decided one
 * after the other, and the second sees the first's change.
 */

type Transaction = Prisma.TransactionClient;

/** Holds the organisation's row until the transaction ends; 404 when it does not exist. */
export async function lockOrganizationAdminSet(tx: Transaction, organizationId: string): Promise<void> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("NOT_FOUND", "organizationNotFound");
}

/**
 * Refuses (409) a change that leaves `userId` without admin rights when they are the organisation's
 * last active admin. Call it after `lockOrganizationAdminSet`, in the same transaction.
 */
export async function assertAnotherActiveAdmin(
  tx: Transaction,
  organizationId: string,
  userId: string,
): Promise<void> {
  const others = await tx.user.count({
    where: { organizationId, role: "admin", status: "active", id: { not: userId } },
  });
  if (others === 0) throw new AppError("CONFLICT", "lastActiveAdmin");
}
