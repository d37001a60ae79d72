import { Suspense, type ReactNode } from "react";
import { AreaGate } from "@/app/(signed-in)/area-gate";
import { FullPageLoading } from "@/components/access/full-page-loading";
import { SuperAdminShell } from "@/components/super-admin/super-admin-shell";

export default function SuperAdminLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <AreaGate area="super-admin">
        {(user) => (
          <SuperAdminShell user={{ name: user.name, email: user.email }}>{children}</SuperAdminShell>
        )}
      </AreaGate>
    </Suspense>
  );
}
