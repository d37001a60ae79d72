import "server-only";
import { ROLE_HOME } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import type { StartImpersonationInput } from "@/lib/validation/impersonation";
import { AppError } from "@/server/errors";
import { startImpersonation, stopImpersonation } from "@/server/services/impersonation";
import { findUserById } from "@/server/services/users";
import type { ResolvedSession } from "./session";
import { issueSessionToken } from "./token";

/**
 * Entering and leaving a support session swaps the superadmin's token: the new one names the
 * impersonation (server/auth/session.ts resolves it on every request); leaving issues a plain one
 * again. The viewed user's own sessions are never touched.
 */
export type SupportSessionToken = { token: string; home: string };

export async function enterSupportSession(
  superadmin: SessionUser,
  input: StartImpersonationInput,
  ip: string,
): Promise<SupportSessionToken> {
  const { impersonationId, target } = await startImpersonation({
    superadmin,
    targetUserId: input.userId,
    reason: input.reason,
    ip,
  });
  return { token: await issueSessionToken(superadmin, { impersonationId }), home: ROLE_HOME[target.role] };
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
