import { Suspense, type ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { AreaGate } from "@/app/(signed-in)/area-gate";
import { FullPageLoading } from "@/components/access/full-page-loading";
import { loadShellOrganization } from "@/app/(signed-in)/shell-organization";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <AreaGate area="admin">
        {async (user) => (
          <AdminShell
            user={{ name: user.name, email: user.email }}
            organization={await loadShellOrganization(user.organizationId)}
          >
            {children}
          </AdminShell>
        )}
      </AreaGate>
    </Suspense>
  );
}
