import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { ImpersonationView } from "@/lib/auth/impersonation";
import type { SessionUser } from "@/lib/auth/session-user";
import { impersonatedSession } from "@/server/services/impersonation";
import { isOrganizationSuspended } from "@/server/services/organizations/directory";
import { findSessionHolder } from "@/server/services/users";
import { sessionCookieFrom } from "./session-cookie";
import { auditSupportPageRead } from "./support-reads";
import { readSessionToken, SESSION_COOKIE, type SessionClaims } from "./token";

/** How the caller proved who they are: the cookie needs a same-origin check on writes, bearer does not. */
export type CredentialSource = "bearer" | "cookie";

/**
 * What a valid token stands for. `user` is who the request acts as: the viewed user while a
 * superadmin is in a support session (`impersonation`, read-only; the guards enforce it). A user of a
 * suspended organisation still resolves, so the guards can say why they refuse.
 */
export type Session = {
  user: SessionUser;
  impersonation: ImpersonationView | null;
  organizationSuspended: boolean;
};
export type ResolvedSession = Session & { via: CredentialSource };

/**
 * The session behind decoded claims, reloaded from the database on every call so that deactivation,
 * deletion, a role change, a bumped session version (logout), the end or expiry of a support session
 * and a suspension apply at once.
 */
export async function sessionForClaims(claims: SessionClaims): Promise<Session | null> {
  const found = await findSessionHolder(claims.sub);
  const holder = found?.user;
  if (!holder || holder.status !== "active" || holder.sessionVersion !== claims.sv) return null;
  if (!claims.imp) {
    const organizationSuspended = holder.role !== "superadmin" && found.organizationSuspended;
    return { user: holder, impersonation: null, organizationSuspended };
  }
  const viewed = holder.role === "superadmin" ? await impersonatedSession(holder, claims.imp) : null;
  if (!viewed) return null;
  const { user, impersonation } = viewed;
  const organizationSuspended =
    user.role !== "superadmin" &&
    user.organizationId !== null &&
    (await isOrganizationSuspended(user.organizationId));
  return { user, impersonation, organizationSuspended };
}

export async function sessionForToken(token: string | null | undefined): Promise<Session | null> {
  const claims = await readSessionToken(token);
  return claims ? sessionForClaims(claims) : null;
}

/** The user a token may act as, or null (also while their organisation is suspended). */
export async function userForClaims(claims: SessionClaims): Promise<SessionUser | null> {
  const session = await sessionForClaims(claims);
  return session && !session.organizationSuspended ? session.user : null;
}

export async function userForSessionToken(token: string | null | undefined): Promise<SessionUser | null> {
  const claims = await readSessionToken(token);
  return claims ? userForClaims(claims) : null;
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
  const session = await sessionForToken(bearer ?? sessionCookieFrom(request.headers.get("cookie")));
  return session ? { ...session, via } : null;
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await resolveSession(request);
  return session && !session.organizationSuspended ? session.user : null;
}

/**
 * The session for pages and layouts (once per render, however many components ask): a page read in
 * a support session is audited here, once.
 */
export const getCurrentSession = cache(async (): Promise<Session | null> => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const token = bearerToken(headerList.get("authorization")) ?? cookieStore.get(SESSION_COOKIE)?.value;
  const session = await sessionForToken(token);
  if (session) await auditSupportPageRead(session, headerList);
  return session;
});

/**
 * The signed-in user for pages. A suspended organisation's users count as signed out: the pages send
 * them to sign-in, which tells them why it refuses.
 */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const session = await getCurrentSession();
  return session && !session.organizationSuspended ? session.user : null;
}
