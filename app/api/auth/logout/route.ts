import { optionalUser } from "@/server/auth/guards";
import { endAllSessions } from "@/server/auth/sign-in";
import { clearedSessionCookieHeader } from "@/server/auth/session-cookie";
import { json, route } from "@/server/http/respond";

/** POST /api/auth/logout: ends every session of the caller (if any) and clears the cookie. */
export const POST = route(async (request) => {
  const user = await optionalUser(request);
  if (user) await endAllSessions(user);
  return json({ success: true }, { headers: { "Set-Cookie": clearedSessionCookieHeader(request) } });
});
