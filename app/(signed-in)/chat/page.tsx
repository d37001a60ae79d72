import { ChatScreen } from "@/components/chat/chat-screen";
import { guardPage } from "@/server/auth/page-guard";
import { getCurrentSession } from "@/server/auth/session";
import { getOrganizationSummary } from "@/server/services/organizations/summary";

export default async function ChatPage() {
  const user = await guardPage("member");
  if (!user) return null;
  const [organization, session] = await Promise.all([
    user.organizationId ? getOrganizationSummary(user.organizationId) : null,
    // Cached per render: the same session the guard resolved.
    getCurrentSession(),
  ]);
  return (
    <ChatScreen
      userName={user.name}
      supportTest={Boolean(session?.impersonation)}
      organization={
        organization && {
          name: organization.name,
          color: organization.color,
          imageUrl: organization.profileImageUrl ?? organization.logoUrl,
        }
      }
    />
  );
}
