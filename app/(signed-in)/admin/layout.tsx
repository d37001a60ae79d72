import { Suspense, type ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { AreaGate } from "@/app/(signed-in)/area-gate";
import { FullPageLoading } from "@/components/access/full-page-loading";
import { TimeZoneProvider } from "@/components/providers/time-zone-provider";
import { loadShellOrganization } from "@/app/(signed-in)/shell-organization";
import { DEFAULT_TIME_ZONE } from "@/lib/dates/format";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <AreaGate area="admin">
        {async (user) => {
          const organization = await loadShellOrganization(user.organizationId);
          return (
            <TimeZoneProvider timeZone={organization?.timeZone ?? DEFAULT_TIME_ZONE}>
              <AdminShell user={{ name: user.name, email: user.email }} organization={organization}>
                {children}
              </AdminShell>
            </TimeZoneProvider>
          );
        }}
      </AreaGate>
    </Suspense>
  );
}
