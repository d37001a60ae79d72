import "server-only";
import { IMPERSONATION_MINUTES, type ImpersonationView } from "@/lib/auth/impersonation";
import type { SessionUser } from "@/lib/auth/session-user";
import { now } from "@/server/clock";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "./audit";
import { findUserById } from "./users";

/**
 * Support sessions (research/anchors-security-perf.md §1.2): a superadmin views the app as one user
 * of an organisation, read-only (enforced by the guards), for at most an hour, and every start and
 * stop is in the audit trail. The superadmin's own token names the row; the user's sessions are
 * never touched.
 */

const MINUTE = 60 * 1000;

export type ImpersonatedSession = { user: SessionUser; impersonation: ImpersonationView };

export async function startImpersonation(input: {
  superadmin: SessionUser;
  targetUserId: string;
  reason: string;
  ip: string;
}): Promise<{ impersonationId: string; target: SessionUser }> {
  const db = await getDb();
  const target = await db.user.findUnique({
    where: { id: input.targetUserId },
    select: { id: true, role: true, status: true, organization: { select: { id: true, status: true } } },
  });
  // Only an active member or admin of an active organisation: never another superadmin.
  const organization = target?.organization;
  if (
    !target ||
    target.role === "superadmin" ||
    target.status !== "active" ||
    organization?.status !== "active"
  ) {
    throw new AppError("BAD_REQUEST", "impersonationTargetInvalid");
  }
  const startedAt = now();
  const expiresAt = new Date(startedAt.getTime() + IMPERSONATION_MINUTES * MINUTE);
  const impersonationId = await db.$transaction(async (tx) => {
    const row = await tx.impersonation.create({
      data: {
        impersonatorId: input.superadmin.id,
        targetUserId: target.id,
        organizationId: organization.id,
        reason: input.reason,
        startedAt,
        expiresAt,
      },
      select: { id: true },
    });
    await recordAuditEvent(tx, {
      action: "impersonation.started",
      actorId: input.superadmin.id,
      organizationId: organization.id,
      target: { type: "user", id: target.id },
      metadata: { impersonationId: row.id, reason: input.reason, expiresAt: expiresAt.toISOString() },
      ip: input.ip,
    });
    return row.id;
  });
  return { impersonationId, target: (await findUserById(target.id))! };
}

/**
 * The user a superadmin's support session shows, while it is open (not ended, not past its hour by
 * the server clock) and the user is still active; otherwise null, and the token is refused.
 */
export async function impersonatedSession(
  superadmin: SessionUser,
  impersonationId: string,
): Promise<ImpersonatedSession | null> {
  const db = await getDb();
  const row = await db.impersonation.findFirst({
    where: { id: impersonationId, impersonatorId: superadmin.id, endedAt: null, expiresAt: { gt: now() } },
    select: { id: true, targetUserId: true, organizationId: true, expiresAt: true },
  });
  if (!row) return null;
  const [user, organization] = await Promise.all([
    findUserById(row.targetUserId),
    db.organization.findUnique({ where: { id: row.organizationId }, select: { name: true } }),
  ]);
  if (!user || user.status !== "active" || user.organizationId !== row.organizationId || !organization)
    return null;
  return {
    user,
    impersonation: {
      id: row.id,
      impersonator: { id: superadmin.id, name: superadmin.name, email: superadmin.email },
      organizationName: organization.name,
      expiresAt: row.expiresAt,
    },
  };
}

/** Ends a support session (leaving, or signing out while in it). Ending it twice records it once. */
export async function stopImpersonation(input: {
  impersonationId: string;
  superadminId: string;
  ip: string;
}): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const row = await tx.impersonation.findFirst({
      where: { id: input.impersonationId, impersonatorId: input.superadminId },
      select: { targetUserId: true, organizationId: true, endedAt: true },
    });
    if (!row || row.endedAt) return;
    const ended = await tx.impersonation.updateMany({
      where: { id: input.impersonationId, endedAt: null },
      data: { endedAt: now() },
    });
    if (ended.count === 0) return;
    await recordAuditEvent(tx, {
      action: "impersonation.stopped",
      actorId: input.superadminId,
      organizationId: row.organizationId,
      target: { type: "user", id: row.targetUserId },
      metadata: { impersonationId: input.impersonationId },
      ip: input.ip,
    });
  });
}
