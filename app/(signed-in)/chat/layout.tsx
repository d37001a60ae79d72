import { Suspense, type ReactNode } from "react";
import { AreaGate } from "@/app/(signed-in)/area-gate";
import { FullPageLoading } from "@/components/access/full-page-loading";
import { ChatFrame } from "@/components/chat/chat-frame";
import { loadShellOrganization } from "@/app/(signed-in)/shell-organization";

export default function ChatLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <AreaGate area="member">
        {async (user) => (
          <ChatFrame
            user={{ name: user.name, email: user.email }}
            role={user.role}
            organization={await loadShellOrganization(user.organizationId)}
          >
            {children}
          </ChatFrame>
        )}
      </AreaGate>
    </Suspense>
  );
}
