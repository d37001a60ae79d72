import { Suspense, type ReactNode } from "react";
import { AreaGate } from "@/app/(signed-in)/area-gate";
import { FullPageLoading } from "@/components/access/full-page-loading";
import { ChatFrame } from "@/components/chat/chat-frame";
import { TimeZoneProvider } from "@/components/providers/time-zone-provider";
import { loadShellOrganization } from "@/app/(signed-in)/shell-organization";
import { DEFAULT_TIME_ZONE } from "@/lib/dates/format";

export default function ChatLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <AreaGate area="member">
        {async (user) => {
          const organization = await loadShellOrganization(user.organizationId);
          return (
            <TimeZoneProvider timeZone={organization?.timeZone ?? DEFAULT_TIME_ZONE}>
              <ChatFrame
                user={{ name: user.name, email: user.email }}
                role={user.role}
                organization={organization}
              >
                {children}
              </ChatFrame>
            </TimeZoneProvider>
          );
        }}
      </AreaGate>
    </Suspense>
  );
}
