import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/server/errors";
import { bumpSessionVersion } from "@/server/services/users";
import { verifyLoginCode } from "./otp";
import { stopImpersonation } from "@/server/services/impersonation";
import { sessionForToken, type ResolvedSession } from "./session";
import { issueSessionToken } from "./token";

export { requestLoginCode } from "./otp";

export type SignedIn = { user: SessionUser; token: string };

/** E-mail + code → a fresh session token (a new one on every sign-in, ASVS 7.2.4). */
export async function signInWithCode(input: { email: string; code: string; ip: string }): Promise<SignedIn> {
  const user = await verifyLoginCode(input);
  return { user, token: await issueSessionToken(user) };
}

/** The `{token}` check of POST /api/auth: the same rules as every authenticated request. */
export async function verifySessionToken(token: string): Promise<SignedIn> {
  const session = await sessionForToken(token);
  if (!session) throw new AppError("UNAUTHORIZED", "tokenInvalid");
  if (session.organizationSuspended) throw new AppError("FORBIDDEN", "organizationSuspended");
  return { user: session.user, token };
}

/**
 * Logout: tokens carry the session version they were issued with, so bumping it revokes them all.
 * In a support session the one signing out is the superadmin: the session ends (audited) and their
 * tokens are revoked, never the viewed user's.
 */
export async function endAllSessions(session: ResolvedSession, ip: string): Promise<void> {
  const { impersonation } = session;
  if (impersonation) {
    await stopImpersonation({
      impersonationId: impersonation.id,
      superadminId: impersonation.impersonator.id,
      ip,
    });
  }
  await bumpSessionVersion(impersonation?.impersonator.id ?? session.user.id);
}
