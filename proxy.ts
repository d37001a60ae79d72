import { NextResponse, type NextRequest } from "next/server";
import { areaOf, loginUrlFor } from "@/lib/auth/access";
import { localeFromPathPrefix } from "@/lib/i18n/detect";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { contentSecurityPolicy } from "@/lib/security-headers";
import { urlHasControlCharacters } from "@/lib/validation/control-characters";
import { readSessionToken, SESSION_COOKIE } from "@/server/auth/token";
import { requestLocale, translateError } from "@/server/i18n";

/**
 * Fast, coarse redirects only. Every layout and route handler re-checks the caller against the
 * database (the proxy never is the only gate): here a token that decodes is enough to pass.
 */
const AREA_ROOTS: Record<string, string> = {
  "/admin": "/admin/configuracion",
  "/super-admin": "/super-admin/organizations",
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // A control character in a page's path or query would reach the page's database lookups (PostgreSQL
  // refuses NUL: a 500). API routes refuse it in route(); pages get the same plain 400 here.
  if (urlHasControlCharacters(new URL(request.url))) {
    return new NextResponse(translateError(requestLocale(request), "urlControlCharacters"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }

  // /en/... and /es/... store the language choice and continue on the unprefixed path.
  const prefixed = localeFromPathPrefix(pathname);
  if (prefixed) {
    const response = NextResponse.redirect(new URL(prefixed.rest + search, request.url));
    response.cookies.set(LOCALE_COOKIE, prefixed.locale, {
      path: "/",
      maxAge: ONE_YEAR_SECONDS,
      sameSite: "lax",
    });
    return response;
  }

  const areaRoot = AREA_ROOTS[pathname.replace(/\/+$/, "")];
  if (areaRoot) return NextResponse.redirect(new URL(areaRoot, request.url));

  const area = areaOf(pathname);
  const sessionCookie = request.cookies.get(SESSION_COOKIE)?.value;
  if (area && !(await readSessionToken(sessionCookie))) {
    const response = NextResponse.redirect(new URL(loginUrlFor(area, pathname + search), request.url));
    // A stored token that no longer decodes (expired, forged, old secret) is removed silently.
    if (sessionCookie) response.cookies.delete(SESSION_COOKIE);
    return response;
  }

  // Layouts cannot see the URL; they read it from this header (always overwritten, never trusted
  // from the client) to build login redirects. Next reads the nonce from the request's CSP and puts
  // it on its own scripts.
  const csp = contentSecurityPolicy({
    nonce: crypto.randomUUID().replaceAll("-", ""),
    production: process.env.NODE_ENV === "production",
  });
  const headers = new Headers(request.headers);
  headers.set("x-pathname", pathname + search);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    "/((?!api/|_next/static|_next/image|favicon\\.ico|.*\\.(?:png|jpg|jpeg|svg|ico|webp|txt|xml)$).*)",
  ],
};
