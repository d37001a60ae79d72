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
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: now() } });
    await recordAuditEvent(tx, {
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
