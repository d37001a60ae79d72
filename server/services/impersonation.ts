import "server-only";
import {
  IMPERSONATION_MINUTES,
  type ImpersonationView,
  type SupportQuestioner,
} from "@/lib/auth/impersonation";
import type { SessionUser } from "@/lib/auth/session-user";
import { now } from "@/server/clock";
import { getDb, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent } from "./audit";
import { findUserById } from "./users";

/**
 * Support sessions (research/anchors-security-perf.md §1.2): a superadmin views the app as one user
 * of an organisation, read-only (enforced by the guards), for at most an hour, one session at a time
 * (starting one ends the previous). The audit trail shows every start, every read and every end,
 * including an expiry (recorded when the session is next seen, or by the sweep at start-up). The
 * superadmin's own token names the row; the user's sessions are never touched.
 */

const MINUTE = 60 * 1000;

type Transaction = Prisma.TransactionClient;

const openImpersonationFields = {
  id: true,
  impersonatorId: true,
  targetUserId: true,
  organizationId: true,
  expiresAt: true,
} satisfies Prisma.ImpersonationSelect;
type OpenImpersonation = Prisma.ImpersonationGetPayload<{ select: typeof openImpersonationFields }>;

export type ImpersonatedSession = { user: SessionUser; impersonation: ImpersonationView };

export async function startImpersonation(input: {
  superadmin: SessionUser;
  targetUserId: string;
  reason: string;
  ip: string;
}): Promise<{ impersonationId: string; target: SessionUser; expiresAt: Date }> {
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
    // Two starts at once by the same superadmin queue here, so the second ends the first.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${input.superadmin.id} FOR UPDATE`;
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
    await endPreviousImpersonations(tx, {
      superadminId: input.superadmin.id,
      replacedBy: row.id,
      ip: input.ip,
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
  return { impersonationId, target: (await findUserById(target.id))!, expiresAt };
}

/** The superadmin's other open sessions end as the new one starts: an expired one as expired. */
async function endPreviousImpersonations(
  tx: Transaction,
  { superadminId, replacedBy, ip }: { superadminId: string; replacedBy: string; ip: string },
): Promise<void> {
  const open = await tx.impersonation.findMany({
    where: { impersonatorId: superadminId, endedAt: null, id: { not: replacedBy } },
    select: openImpersonationFields,
  });
  const at = now();
  for (const row of open) {
    if (row.expiresAt <= at) {
      await recordExpiry(tx, row);
      continue;
    }
    await tx.impersonation.update({ where: { id: row.id }, data: { endedAt: at } });
    await recordAuditEvent(tx, {
      action: "impersonation.stopped",
      actorId: superadminId,
      organizationId: row.organizationId,
      target: { type: "user", id: row.targetUserId },
      metadata: { impersonationId: row.id, replacedBy },
      ip,
    });
  }
}

/**
 * The user a superadmin's support session shows, while it is open (not ended, not past its hour by
 * the server clock) and the user is still active; otherwise null, and the token is refused. A session
 * seen past its hour for the first time records its end then.
 */
export async function impersonatedSession(
  superadmin: SessionUser,
  impersonationId: string,
): Promise<ImpersonatedSession | null> {
  const db = await getDb();
  const row = await db.impersonation.findFirst({
    where: { id: impersonationId, impersonatorId: superadmin.id, endedAt: null },
    select: openImpersonationFields,
  });
  if (!row) return null;
  if (row.expiresAt <= now()) {
    await db.$transaction((tx) => recordExpiry(tx, row));
    return null;
  }
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

/**
 * Ends a session that ran out at its expiry time, once: whoever sees it first (the next request with
 * its token, the superadmin's next start, or the start-up sweep) records it.
 */
async function recordExpiry(tx: Transaction, row: OpenImpersonation): Promise<void> {
  const ended = await tx.impersonation.updateMany({
    where: { id: row.id, endedAt: null },
    data: { endedAt: row.expiresAt },
  });
  if (ended.count === 0) return;
  await recordAuditEvent(tx, {
    action: "impersonation.expired",
    actorId: row.impersonatorId,
    organizationId: row.organizationId,
    target: { type: "user", id: row.targetUserId },
    metadata: { impersonationId: row.id, expiredAt: row.expiresAt.toISOString() },
  });
}

/**
 * The start-up sweep: sessions that expired while nobody used them (or while the server was down)
 * record their end, so the trail shows an end for every start. Returns how many it ended.
 */
export async function endExpiredImpersonations(): Promise<number> {
  const db = await getDb();
  const expired = await db.impersonation.findMany({
    where: { endedAt: null, expiresAt: { lte: now() } },
    select: openImpersonationFields,
  });
  for (const row of expired) await db.$transaction((tx) => recordExpiry(tx, row));
  return expired.length;
}

/** Longer paths are cut: the trail needs to know which screen, not every query parameter. */
const READ_PATH_MAX = 300;

/**
 * One audit event per request a superadmin reads during a support session (a page or an API call):
 * as whom, who was looking, and what they read. One insert, no read first.
 */
export async function recordSupportRead(
  session: ImpersonatedSession,
  read: { method: string; path: string; ip: string | null },
): Promise<void> {
  const db = await getDb();
  await recordAuditEvent(db, {
    action: "impersonation.read",
    actorId: session.user.id,
    impersonatorId: session.impersonation.impersonator.id,
    organizationId: session.user.organizationId,
    target: { type: "user", id: session.user.id },
    metadata: {
      impersonationId: session.impersonation.id,
      method: read.method,
      path: read.path.slice(0, READ_PATH_MAX),
    },
    ip: read.ip,
  });
}

/**
 * A question a superadmin asks in a support session's chat (its test mode): nothing of it is stored
 * as the member's, so the audit trail is where it is kept: who asked, as whom, in which organisation,
 * and what.
 */
export async function recordSupportQuestion(
  support: SupportQuestioner,
  asked: { userId: string; organizationId: string; question: string },
): Promise<void> {
  const db = await getDb();
  await recordAuditEvent(db, {
    action: "impersonation.question",
    actorId: asked.userId,
    impersonatorId: support.impersonatorId,
    organizationId: asked.organizationId,
    target: { type: "user", id: asked.userId },
    metadata: { impersonationId: support.impersonationId, question: asked.question },
    ip: support.ip,
  });
}
