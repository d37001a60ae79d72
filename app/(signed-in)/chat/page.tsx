import { ChatScreen } from "@/components/chat/chat-screen";
import { guardPage } from "@/server/auth/page-guard";
import { getCurrentSession } from "@/server/auth/session";
import { listChatAssistants } from "@/server/services/assistants/access";
import { getOrganizationSummary } from "@/server/services/organizations/summary";

export default async function ChatPage() {
  const user = await guardPage("member");
  if (!user) return null;
  const { organizationId } = user;
  const [organization, assistants, session] = await Promise.all([
    organizationId ? getOrganizationSummary(organizationId) : null,
    organizationId ? listChatAssistants({ user, organizationId }) : [],
    // Cached per render: the same session the guard resolved.
    getCurrentSession(),
  ]);
  return (
    <ChatScreen
      userId={user.id}
      userName={user.name}
      supportTest={Boolean(session?.impersonation)}
      assistants={assistants}
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
