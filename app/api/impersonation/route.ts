import { ZStartImpersonation } from "@/lib/validation/impersonation";
import { leavingSession, requireSuperAdmin } from "@/server/auth/guards";
import { sessionCookieHeader, supportSessionCookieHeader } from "@/server/auth/session-cookie";
import { enterSupportSession, leaveSupportSession } from "@/server/auth/support-session";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";

/**
 * POST /api/impersonation {userId, reason}: a superadmin starts viewing the app as that user
 * (read-only, 60 minutes). The answer carries the new token and sets it as the session cookie,
 * which expires with the support session. Any earlier support session of the superadmin ends.
 */
export const POST = route(async (request) => {
  const superadmin = await requireSuperAdmin(request);
  const input = await readJson(request, ZStartImpersonation);
  const { token, home, expiresAt } = await enterSupportSession(superadmin, input, clientIp(request));
  return json(
    { success: true, token, redirect: home },
    { status: 201, headers: { "Set-Cookie": supportSessionCookieHeader(token, request, expiresAt) } },
  );
});

/** DELETE /api/impersonation: leaves the support session; the superadmin's own session comes back. */
export const DELETE = route(async (request) => {
  const { token, home } = await leaveSupportSession(await leavingSession(request), clientIp(request));
  return json(
    { success: true, token, redirect: home },
    { headers: { "Set-Cookie": sessionCookieHeader(token, request) } },
  );
});
