import { ChatScreen } from "@/components/chat/chat-screen";
import { guardPage } from "@/server/auth/page-guard";
import { getOrganizationSummary } from "@/server/services/organizations/summary";

export default async function ChatPage() {
  const user = await guardPage("member");
  if (!user) return null;
  const organization = user.organizationId ? await getOrganizationSummary(user.organizationId) : null;
  return (
    <ChatScreen
      userName={user.name}
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
