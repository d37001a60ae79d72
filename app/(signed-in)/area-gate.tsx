import type { ReactNode } from "react";
import type { Area } from "@/lib/auth/access";
import type { SessionUser } from "@/lib/auth/session-user";
import { resolveAreaAccess } from "@/server/auth/page-guard";
import { AccessDenied } from "@/components/access/access-denied";
import { SuperadminRequired } from "@/components/access/superadmin-required";

/**
 * Server-side route guard of an area layout (spec §2): signed-out users go to /login with the page
 * they asked for, wrong roles see an access page, the rest get `children(user)`. Render it inside
 * <Suspense fallback={<FullPageLoading />}> so the Loading state shows while the session is checked.
 * Pages guard themselves too (guardPage): a layout alone does not stop a page from rendering.
 */
export async function AreaGate({
  area,
  children,
}: {
  area: Area;
  children: (user: SessionUser) => ReactNode | Promise<ReactNode>;
}) {
  const { user, decision } = await resolveAreaAccess(area);
  if (decision.kind === "access-denied") return <AccessDenied />;
  if (decision.kind === "superadmin-required") return <SuperadminRequired />;
  return children(user);
}
