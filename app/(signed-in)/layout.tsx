import { Suspense, type ReactNode } from "react";
import { ImpersonationBanner } from "@/components/impersonation/impersonation-banner";
import { AreaProviders } from "@/components/providers/area-providers";
import { TimeZoneProvider } from "@/components/providers/time-zone-provider";
import { loadShellOrganization } from "@/app/(signed-in)/shell-organization";
import { DEFAULT_TIME_ZONE } from "@/lib/dates/format";
import { getCurrentSession } from "@/server/auth/session";

/**
 * The signed-in areas (admin, chat, super-admin) share one client context, so moving between them
 * keeps the data cache and any toast on screen. The URL is unchanged: `(signed-in)` is a route group.
 * A support session's banner sits above every area; its end time is on the viewed organisation's clock,
 * like every date of the screens below it.
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <AreaProviders>
      <Suspense fallback={null}>
        <SupportSessionBanner />
      </Suspense>
      {children}
    </AreaProviders>
  );
}

async function SupportSessionBanner() {
  const session = await getCurrentSession();
  if (!session?.impersonation) return null;
  const organization = await loadShellOrganization(session.user.organizationId);
  return (
    <TimeZoneProvider timeZone={organization?.timeZone ?? DEFAULT_TIME_ZONE}>
      <ImpersonationBanner
        name={session.user.name}
        organization={session.impersonation.organizationName}
        expiresAt={session.impersonation.expiresAt.toISOString()}
      />
    </TimeZoneProvider>
  );
}
