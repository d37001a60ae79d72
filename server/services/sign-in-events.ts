import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { now } from "@/server/clock";
import { getDb } from "@/server/db";
import { recordAuditEvent } from "./audit";

/**
 * Sign-ins in the audit trail (ASVS 5.0 §16.3.1: every authentication is logged). Never the code:
 * only who, from where, and for a failure why.
 */

/** The last-login time and its audit event, together. */
export async function recordSuccessfulSignIn(user: SessionUser, ip: string): Promise<void> {
  const db = await getDb();
  const at = now();
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: at } });
    // The server clock's time on both: the sign-in limits read it back (hasSignedInFrom).
    await recordAuditEvent(tx, {
      at,
      action: "auth.sign_in_succeeded",
      actorId: user.id,
      organizationId: user.organizationId,
      target: { type: "user", id: user.id },
      ip,
    });
  });
}

export type SignInFailure = "invalid_code" | "organization_suspended";

/**
 * A refused sign-in. The address is kept (it is what was attempted); the event belongs to the user's
 * organisation when the address is known, so only superadmins see attempts on unknown addresses.
 */
export async function recordFailedSignIn(input: {
  email: string;
  user: SessionUser | null;
  reason: SignInFailure;
  ip: string;
}): Promise<void> {
  const db = await getDb();
  await recordAuditEvent(db, {
    action: "auth.sign_in_failed",
    actorId: input.user?.id ?? null,
    organizationId: input.user?.organizationId ?? null,
    target: input.user ? { type: "user", id: input.user.id } : undefined,
    metadata: { email: input.email, reason: input.reason },
    ip: input.ip,
  });
}

/**
 * Whether the user signed in from this client address since `since`: the "client the owner already
 * uses" of the sign-in limits (server/auth/otp.ts). Runs the same query for an unknown address (no
 * user), so the time it takes does not tell the two apart.
 */
export async function hasSignedInFrom(userId: string | null, ip: string, since: Date): Promise<boolean> {
  const db = await getDb();
  const event = await db.auditEvent.findFirst({
    where: { action: "auth.sign_in_succeeded", actorId: userId ?? "", ip, createdAt: { gt: since } },
    select: { id: true },
  });
  return event !== null;
}
