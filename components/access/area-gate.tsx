import { headers } from "next/headers";
import type { ReactNode } from "react";
import { areaOf, type Area } from "@/lib/auth/access";
import type { SessionUser } from "@/lib/auth/session-user";
import { localeFromPathPrefix } from "@/lib/i18n/detect";
import { requireAreaPage } from "@/server/auth/guards";
import { AccessDenied } from "./access-denied";
import { SuperadminRequired } from "./superadmin-required";

/**
 * Server-side route guard of an area layout (spec §2): signed-out users go to /login with the page
 * they asked for, wrong roles see an access page, the rest get `children(user)`. Render it inside
 * <Suspense fallback={<FullPageLoading />}> so the Loading state shows while the session is checked.
 */
export async function AreaGate({
  area,
  homePath,
  children,
}: {
  area: Area;
  /** Used as the redirect target when the proxy did not pass the original path. */
  homePath: string;
  children: (user: SessionUser) => ReactNode | Promise<ReactNode>;
}) {
  const { user, decision } = await requireAreaPage(area, await requestedPath(area, homePath));
  if (decision.kind === "access-denied") return <AccessDenied />;
  if (decision.kind === "superadmin-required") return <SuperadminRequired />;
  return children(user);
}

/** The path the visitor asked for (set by proxy.ts as x-pathname), without a /en or /es prefix. */
async function requestedPath(area: Area, homePath: string): Promise<string> {
  const raw = (await headers()).get("x-pathname");
  const path = localeFromPathPrefix(raw)?.rest ?? raw;
  return path && areaOf(path) === area ? path : homePath;
}
