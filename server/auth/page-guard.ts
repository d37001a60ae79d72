import "server-only";
import { headers } from "next/headers";
import { areaOf, type Area } from "@/lib/auth/access";
import type { SessionUser } from "@/lib/auth/session-user";
import { localeFromPathPrefix } from "@/lib/i18n/detect";
import { requireAreaPage, type AreaPageAccess } from "./guards";

const AREA_HOME: Record<Area, string> = {
  member: "/chat",
  admin: "/admin/configuracion",
  "super-admin": "/super-admin/organizations",
};

/**
 * Route guard of spec §2 for the page being rendered: redirects to sign-in (with the page asked for)
 * or a superadmin to their home; otherwise the user and the decision. The session is resolved once
 * per request (getCurrentUser is cached), so layout and page share it.
 */
export async function resolveAreaAccess(area: Area): Promise<AreaPageAccess> {
  return requireAreaPage(area, await requestedPath(area));
}

/**
 * Every page of an area calls this before loading anything. Next renders a page even when its layout
 * shows an access screen instead of `children`, and sends the page's output along; a page that
 * guards itself produces nothing for callers who may not see it. Returns the user when allowed,
 * null when the layout is showing "Access Denied" or "Super Admin Access Required".
 */
export async function guardPage(area: Area): Promise<SessionUser | null> {
  const { user, decision } = await resolveAreaAccess(area);
  return decision.kind === "allow" ? user : null;
}

/** The path the visitor asked for (set by proxy.ts as x-pathname), without a /en or /es prefix. */
async function requestedPath(area: Area): Promise<string> {
  const raw = (await headers()).get("x-pathname");
  const path = localeFromPathPrefix(raw)?.rest ?? raw;
  return path && areaOf(path) === area ? path : AREA_HOME[area];
}
