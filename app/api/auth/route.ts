import { toPublicUser } from "@/lib/auth/session-user";
import { ZAuthRequest } from "@/lib/validation/auth";
import { sessionCookieHeader } from "@/server/auth/session-cookie";
import { requestLoginCode, signInWithCode, verifySessionToken } from "@/server/auth/sign-in";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { requestLocale, serverTranslator } from "@/server/i18n";

/**
 * POST /api/auth (spec §7): {email} sends a code, {email, code} signs in, {token} verifies a session.
 * Requiring a JSON body also keeps cross-site HTML forms (login CSRF) out: they cannot send JSON.
 */
export const POST = route(async (request) => {
  const input = await readJson(request, ZAuthRequest, { maxBytes: 8_192 });
  const locale = requestLocale(request);

  if (input.kind === "send-code") {
    await requestLoginCode({ email: input.email, ip: clientIp(request), locale });
    return json({ success: true, message: serverTranslator(locale, "Login")("codeSent") });
  }
  if (input.kind === "sign-in") {
    const { user, token } = await signInWithCode({
      email: input.email,
      code: input.code,
      ip: clientIp(request),
    });
    return json(
      { success: true, token, user: toPublicUser(user) },
      { headers: { "Set-Cookie": sessionCookieHeader(token, request) } },
    );
  }
  const { user, token } = await verifySessionToken(input.token);
  return json({ success: true, token, user: toPublicUser(user) });
});
