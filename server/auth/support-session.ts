import "server-only";
import { ROLE_HOME } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import type { StartImpersonationInput } from "@/lib/validation/impersonation";
import { AppError } from "@/server/errors";
import { startImpersonation, stopImpersonation } from "@/server/services/impersonation";
import { findUserById } from "@/server/services/users";
import type { ResolvedSession } from "./session";
import { secondsUntil } from "./session-cookie";
import { issueSessionToken } from "./token";

/**
 * Entering and leaving a support session swaps the superadmin's token: the new one names the
 * impersonation (server/auth/session.ts resolves it on every request); leaving issues a plain one
 * again. The viewed user's own sessions are never touched.
 */
export type SupportSessionToken = { token: string; home: string };

/** The token of a new support session, which expires with it (and so does its cookie). */
export async function enterSupportSession(
  superadmin: SessionUser,
  input: StartImpersonationInput,
  ip: string,
): Promise<SupportSessionToken & { expiresAt: Date }> {
  const { impersonationId, target, expiresAt } = await startImpersonation({
    superadmin,
    targetUserId: input.userId,
    reason: input.reason,
    ip,
  });
  const token = await issueSessionToken(superadmin, {
    impersonationId,
    maxAgeSeconds: secondsUntil(expiresAt),
  });
  return { token, home: ROLE_HOME[target.role], expiresAt };
}

export async function leaveSupportSession(
  session: ResolvedSession | null,
  ip: string,
): Promise<SupportSessionToken> {
  if (!session) throw new AppError("UNAUTHORIZED", "unauthorized");
  const { impersonation } = session;
  if (!impersonation) throw new AppError("BAD_REQUEST", "impersonationNotActive");
  await stopImpersonation({
    impersonationId: impersonation.id,
    superadminId: impersonation.impersonator.id,
    ip,
  });
  const superadmin = await findUserById(impersonation.impersonator.id);
  if (!superadmin) throw new AppError("UNAUTHORIZED", "unauthorized");
  return { token: await issueSessionToken(superadmin), home: "/super-admin/impersonate" };
}
