import "server-only";
import { redirect } from "next/navigation";
import { decideAccess, type AccessDecision, type Area } from "@/lib/auth/access";
import type { SupportQuestioner } from "@/lib/auth/impersonation";
import type { CallerContext, SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/server/errors";
import { clientIp } from "@/server/http/client-ip";
import { assertSameOriginWrite, isSafeMethod } from "./csrf";
import { getCurrentUser, resolveSession, type ResolvedSession } from "./session";
import { auditSupportApiRead } from "./support-reads";

/**
 * Handler guards (DESIGN §3): every route handler calls one. They accept the session cookie or a
 * bearer token, reload the user, and throw AppError 401/403, which `route()` turns into JSON.
 */

/**
 * Every guard starts here. A cookie-authenticated write from another origin is refused; so is any
 * write during a support session (read-only, whatever the route) and any request from a suspended
 * organisation's users, each with its own message. A read during a support session is audited.
 * `supportQuestion`: the chat's question, the one write a support session may make (requireAsker).
 */
async function resolveCaller(
  request: Request,
  { supportQuestion = false }: { supportQuestion?: boolean } = {},
): Promise<ResolvedSession | null> {
  const session = await leavingSession(request);
  if (!session) return null;
  if (session.impersonation && !isSafeMethod(request) && !supportQuestion)
    throw new AppError("FORBIDDEN", "impersonationReadOnly");
  if (session.organizationSuspended) throw new AppError("FORBIDDEN", "organizationSuspended");
  // A support question is audited with its text by the chat service, not as a read.
  if (!supportQuestion) await auditSupportApiRead(session, request);
  return session;
}

/**
 * The session of a caller who is leaving (signing out, ending a support session): the only writes a
 * read-only support session or a suspended organisation's user may still make. Only those two
 * handlers call it.
 */
export async function leavingSession(request: Request): Promise<ResolvedSession | null> {
  const session = await resolveSession(request);
  if (session?.via === "cookie") assertSameOriginWrite(request);
  return session;
}

/** The caller if signed in, else null. */
export async function optionalUser(request: Request): Promise<SessionUser | null> {
  return (await resolveCaller(request))?.user ?? null;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await optionalUser(request);
  if (!user) throw new AppError("UNAUTHORIZED", "unauthorized");
  return user;
}

/** Admins of an organisation, and superadmins (who act on any organisation). */
async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  const isOrgAdmin = user.role === "admin" && user.organizationId !== null;
  if (!isOrgAdmin && user.role !== "superadmin") throw new AppError("FORBIDDEN", "forbidden");
  return user;
}

export async function requireSuperAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "superadmin") throw new AppError("FORBIDDEN", "forbidden");
  return user;
}

/**
 * The organisation id comes only from here, never from the request (DESIGN §3). Support sessions and
 * suspended organisations are decided in `resolveCaller`, which every guard passes through.
 */

function organizationCaller(user: SessionUser): CallerContext {
  // A superadmin without an organisation has nothing to act on here: forbidden rather than guessed.
  if (!user.organizationId) throw new AppError("FORBIDDEN", "forbidden");
  return { user, organizationId: user.organizationId };
}

/** Any signed-in user of an organisation (members and its admins): chat, sources, files. */
export async function requireMember(request: Request): Promise<CallerContext> {
  return organizationCaller(await requireUser(request));
}

/** Who asks the assistant: a member, or a superadmin's support session asking as the member it views. */
export type ChatAsker = CallerContext & { support: SupportQuestioner | null };

/**
 * POST /api/chat's guard. A support session may ask too (the chat's test mode, issue 24 point 5): the
 * answer is the one the viewed member would get, and `support` tells the chat service to store
 * nothing of the member's and to audit the question instead. Every other write stays read-only.
 */
export async function requireAsker(request: Request): Promise<ChatAsker> {
  const session = await resolveCaller(request, { supportQuestion: true });
  if (!session) throw new AppError("UNAUTHORIZED", "unauthorized");
  const { impersonation } = session;
  return {
    ...organizationCaller(session.user),
    support: impersonation && {
      impersonationId: impersonation.id,
      impersonatorId: impersonation.impersonator.id,
      ip: clientIp(request),
    },
  };
}

/** An admin acting on their own organisation (training, configuration, users, reports). */
export async function requireOrgAdmin(request: Request): Promise<CallerContext> {
  return organizationCaller(await requireAdmin(request));
}

export type AreaPageAccess = { user: SessionUser; decision: Exclude<AccessDecision, { kind: "redirect" }> };

/**
 * The page guard for an area layout (spec §2 "Route guard"): redirects (to sign-in, or a superadmin
 * to their home) happen here; "Access Denied" and "Super Admin Access Required" are left to the
 * caller to render from `decision`.
 */
export async function requireAreaPage(area: Area, pathname: string): Promise<AreaPageAccess> {
  const user = await getCurrentUser();
  const decision = decideAccess(area, user?.role ?? null, pathname);
  if (decision.kind === "redirect") redirect(decision.to);
  // decideAccess only answers "redirect" when there is no user, so a user is present from here on.
  return { user: user as SessionUser, decision };
}
