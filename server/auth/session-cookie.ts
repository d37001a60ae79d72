import "server-only";
import { now } from "@/server/clock";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "./token";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether the session cookie is marked Secure: whenever the browser reached us over https (directly,
 * or through a TLS-terminating proxy that says so in X-Forwarded-Proto), and always in production
 * (DESIGN §5) even if a proxy forgot to say so, except on this machine's own host names, where
 * production builds are run over plain http (`npm start`, the e2e tests).
 */
export function isSecureRequest(request: Request): boolean {
  const url = new URL(request.url);
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if ((forwarded ?? url.protocol.replace(":", "")) === "https") return true;
  return process.env.NODE_ENV === "production" && !LOCAL_HOSTS.has(url.hostname);
}

/** The session cookie's attributes, for Auth.js (which writes the cookie on its own endpoints). */
export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
}

function serialize(value: string, maxAgeSeconds: number, request: Request, expires?: Date): string {
  const parts = [`${SESSION_COOKIE}=${value}`, "Path=/", `Max-Age=${maxAgeSeconds}`];
  if (expires) parts.push(`Expires=${expires.toUTCString()}`);
  parts.push("HttpOnly", "SameSite=Lax");
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

/** Set-Cookie value carrying a session token (JWE compact form is cookie-safe as is). */
export const sessionCookieHeader = (token: string, request: Request) =>
  serialize(token, SESSION_MAX_AGE_SECONDS, request);

/** Whole seconds left until `expiresAt` by the server clock (rounded down: never past it). */
export const secondsUntil = (expiresAt: Date) =>
  Math.max(0, Math.floor((expiresAt.getTime() - now().getTime()) / 1000));

/**
 * The cookie of a support session: gone when the session ends (Max-Age and Expires both say so, for
 * browsers that read only one), rather than 30 days later.
 */
export const supportSessionCookieHeader = (token: string, request: Request, expiresAt: Date) =>
  serialize(token, secondsUntil(expiresAt), request, expiresAt);

export const clearedSessionCookieHeader = (request: Request) => serialize("", 0, request);

/** The session cookie's value from a Cookie header, if present. */
export function sessionCookieFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === SESSION_COOKIE) {
      return part.slice(separator + 1).trim() || null;
    }
  }
  return null;
}
