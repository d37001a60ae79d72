import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig, type User } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import type { NextRequest } from "next/server";
import { ROLES, type Role } from "@/lib/auth/roles";
import { ZSignInRequest } from "@/lib/validation/auth";
import { authSecret } from "@/server/config";
import { isAppError } from "@/server/errors";
import { clientIp } from "@/server/http/client-ip";
import { bumpSessionVersion } from "@/server/services/users";
import { verifyLoginCode } from "./otp";
import { userForClaims } from "./session";
import { isSecureRequest, sessionCookieFrom, sessionCookieOptions } from "./session-cookie";
import { readSessionToken, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "./token";

/** Auth.js reports this as `?error=CredentialsSignin&code=rate_limited` (the code is safe to show). */
class RateLimitedSignin extends CredentialsSignin {
  code = "rate_limited";
}

/** `?error=CredentialsSignin&code=organization_suspended`: the login screen explains it. */
class SuspendedSignin extends CredentialsSignin {
  code = "organization_suspended";
}

type OtpUser = User & { id: string; role: Role; sessionVersion: number };

async function authorizeWithCode(
  credentials: Partial<Record<string, unknown>>,
  request: Request,
): Promise<OtpUser | null> {
  const input = ZSignInRequest.safeParse(credentials);
  if (!input.success) return null;
  try {
    const user = await verifyLoginCode({ ...input.data, ip: clientIp(request) });
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      sessionVersion: user.sessionVersion,
    };
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED") throw new RateLimitedSignin();
    if (isAppError(error) && error.messageKey === "organizationSuspended") throw new SuspendedSignin();
    if (isAppError(error) && error.code === "UNAUTHORIZED") return null;
    throw error;
  }
}

/**
 * Auth.js for its own endpoints under /api/auth/* (csrf, callback/otp, session, signout), sharing the
 * OTP service and the token format of server/auth/token.ts: same secret, same cookie name (which is
 * also the key-derivation salt), same claims, same 30 days. Built per request so the cookie's Secure
 * flag follows the request's scheme.
 */
function authConfig(request: Request | undefined): NextAuthConfig {
  const secure = request ? isSecureRequest(request) : false;
  return {
    trustHost: true,
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login" },
    useSecureCookies: secure,
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions(secure) } },
    providers: [
      Credentials({
        id: "otp",
        credentials: { email: {}, code: {} },
        authorize: (credentials, req) => authorizeWithCode(credentials, req),
      }),
    ],
    events: {
      // Auth.js's own sign-out only clears the cookie; bumping the version also revokes the token
      // wherever else it is held (e.g. as a bearer token), as POST /api/auth/logout does.
      async signOut(message) {
        const sub = "token" in message ? message.token?.sub : undefined;
        if (sub) await bumpSessionVersion(sub);
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const { id, role, sessionVersion } = user as OtpUser;
          return { ...token, sub: id, sv: sessionVersion, role };
        }
        // Later reads (GET /api/auth/session) obey the same revocation rules as every API guard.
        const { sub, sv, role, imp } = token;
        if (typeof sub !== "string" || typeof sv !== "number" || !ROLES.includes(role as Role)) return null;
        const current = await userForClaims({
          sub,
          sv,
          role: role as Role,
          ...(typeof imp === "string" ? { imp } : {}),
        });
        // Name, e-mail and role come from the database, so tokens minted by issueSessionToken (which
        // carry only sub/sv/role) and role changes show up correctly in Auth.js's session.
        return current ? { ...token, name: current.name, email: current.email, role: current.role } : null;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub ?? "", role: token.role } };
      },
    },
  };
}

const authJs = NextAuth(authConfig);

type Handler = (request: NextRequest) => Promise<Response>;

/**
 * Auth.js renews the session cookie for 30 days whenever it reads a session (GET /api/auth/session).
 * A support session's cookie must end with the session (POST /api/impersonation sets it once, for the
 * time left), so for a support token that renewal is dropped and the browser keeps the cookie it has.
 * A cookie that clears the session (signing out) still goes through.
 */
function keepingSupportCookie(handler: Handler): Handler {
  return async (request) => {
    const response = await handler(request);
    const claims = await readSessionToken(sessionCookieFrom(request.headers.get("cookie")));
    if (!claims?.imp) return response;
    const headers = new Headers(response.headers);
    headers.delete("set-cookie");
    for (const cookie of response.headers.getSetCookie()) {
      const renewal = cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`);
      if (!renewal) headers.append("set-cookie", cookie);
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

export const handlers = {
  GET: keepingSupportCookie(authJs.handlers.GET),
  POST: keepingSupportCookie(authJs.handlers.POST),
};
