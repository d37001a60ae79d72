import { leavingSession } from "@/server/auth/guards";
import { endAllSessions } from "@/server/auth/sign-in";
import { clearedSessionCookieHeader } from "@/server/auth/session-cookie";
import { clientIp } from "@/server/http/client-ip";
import { json, route } from "@/server/http/respond";

/**
 * POST /api/auth/logout: ends every session of the caller (if any) and clears the cookie. Allowed in
 * a read-only support session and for a suspended organisation's users: leaving is always possible.
 */
export const POST = route(async (request) => {
  const session = await leavingSession(request);
  if (session) await endAllSessions(session, clientIp(request));
  return json({ success: true }, { headers: { "Set-Cookie": clearedSessionCookieHeader(request) } });
});
