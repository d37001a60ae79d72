import "server-only";
import { decode, encode } from "next-auth/jwt";
import { ROLES, type Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import { authSecret } from "@/server/config";

/**
 * The session token is the Auth.js JWT (an encrypted JWE): the same value is the session cookie and
 * an `Authorization: Bearer` token. Auth.js derives its key from the secret and the session cookie's
 * name, so that name is fixed here (it does not switch to a `__Secure-` name on https) and used as
 * the salt on both paths: a token minted by Auth.js's own sign-in is accepted here and vice versa.
 */
export const SESSION_COOKIE = "asistente.session-token";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * sub = user id; sv = the user's session version when issued; role only for the proxy's coarse checks;
 * imp = the impersonation a superadmin's token stands for (support), if any. The holder is always the
 * superadmin (sub): who they see the app as is decided from the database on every request.
 */
export type SessionClaims = { sub: string; sv: number; role: Role; imp?: string };

/**
 * A support session's token carries its impersonation and lives no longer than it (`maxAgeSeconds`,
 * the session's remaining time); any other token lives 30 days.
 */
export function issueSessionToken(
  user: Pick<SessionUser, "id" | "sessionVersion" | "role">,
  { impersonationId, maxAgeSeconds }: { impersonationId?: string; maxAgeSeconds?: number } = {},
): Promise<string> {
  const claims: SessionClaims = { sub: user.id, sv: user.sessionVersion, role: user.role };
  if (impersonationId) claims.imp = impersonationId;
  return encode({
    token: claims,
    secret: authSecret(),
    salt: SESSION_COOKIE,
    maxAge: maxAgeSeconds ?? SESSION_MAX_AGE_SECONDS,
  });
}

// Decrypting a token (key derivation, AES-CBC, HMAC) is a few hundred microseconds of every
// authenticated request, and a member sends the same token until it expires: its claims are kept,
// per token and secret, and checked against the token's expiry at every use. What the claims stand
// for (status, session version, suspension) is still reloaded on every request (session.ts).
const DECODED_TOKENS_LIMIT = 10_000;
type Decoded = { secret: string; claims: SessionClaims; expiresAt: number };
const decodedTokens = new Map<string, Decoded>();

/** The token's claims, or null when it is malformed, forged, expired or incomplete. Never throws. */
export async function readSessionToken(token: string | null | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const secret = authSecret();
    const kept = decodedTokens.get(token);
    if (kept && kept.secret === secret && Date.now() < kept.expiresAt) return kept.claims;
    const payload = await decode({ token, secret, salt: SESSION_COOKIE });
    const { sub, sv, role, imp, exp } = payload ?? {};
    if (typeof sub !== "string" || typeof sv !== "number" || !ROLES.includes(role as Role)) return null;
    // Frozen: the same claims are handed to every request that sends this token.
    const claims: SessionClaims = Object.freeze(
      typeof imp === "string" ? { sub, sv, role: role as Role, imp } : { sub, sv, role: role as Role },
    );
    if (typeof exp === "number") {
      if (decodedTokens.size >= DECODED_TOKENS_LIMIT) decodedTokens.clear();
      decodedTokens.set(token, { secret, claims, expiresAt: exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
