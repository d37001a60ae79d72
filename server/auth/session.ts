import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { SessionUser } from "@/lib/auth/session-user";
import { findUserById } from "@/server/services/users";
import { sessionCookieFrom } from "./session-cookie";
import { readSessionToken, SESSION_COOKIE, type SessionClaims } from "./token";

/** How the caller proved who they are: the cookie needs a same-origin check on writes, bearer does not. */
export type CredentialSource = "bearer" | "cookie";
export type ResolvedSession = { user: SessionUser; via: CredentialSource };

/**
 * The user a session token stands for, reloaded from the database on every call so that
 * deactivation, deletion, a role change or a bumped session version (logout) apply at once.
 */
export async function userForSessionToken(token: string | null | undefined): Promise<SessionUser | null> {
  const claims = await readSessionToken(token);
  return claims ? userForClaims(claims) : null;
}

/** The still-valid user behind already-decoded claims (Auth.js hands its callbacks decoded tokens). */
export async function userForClaims(claims: SessionClaims): Promise<SessionUser | null> {
  const user = await findUserById(claims.sub);
  if (!user || user.status !== "active" || user.sessionVersion !== claims.sv) return null;
  return user;
}

function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/**
 * A bearer header wins over the cookie, and a bad bearer token is not rescued by a cookie: an API
 * client that sends the wrong credential should hear so.
 */
export async function resolveSession(request: Request): Promise<ResolvedSession | null> {
  const bearer = bearerToken(request.headers.get("authorization"));
  const via: CredentialSource = bearer ? "bearer" : "cookie";
  const user = await userForSessionToken(bearer ?? sessionCookieFrom(request.headers.get("cookie")));
  return user ? { user, via } : null;
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await resolveSession(request))?.user ?? null;
}

/** The signed-in user for pages and layouts (once per render, however many components ask). */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const token = bearerToken(headerList.get("authorization")) ?? cookieStore.get(SESSION_COOKIE)?.value;
  return userForSessionToken(token);
});
