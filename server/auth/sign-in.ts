import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/server/http/app-error";
import { bumpSessionVersion } from "@/server/services/users";
import { verifyLoginCode } from "./otp";
import { userForSessionToken } from "./session";
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
  const user = await userForSessionToken(token);
  if (!user) throw new AppError("UNAUTHORIZED", "tokenInvalid");
  return { user, token };
}

/** Logout: tokens carry the session version they were issued with, so bumping it revokes them all. */
export async function endAllSessions(user: SessionUser): Promise<void> {
  await bumpSessionVersion(user.id);
}
