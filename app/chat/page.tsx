import { ChatGreeting } from "@/components/chat/chat-greeting";
import { loadShellOrganization } from "@/components/shell/organization-brand";
import { getCurrentUser } from "@/server/auth/session";

export default async function ChatPage() {
  // The layout's guard has already admitted the user; signed-out renders are discarded by its redirect.
  const user = await getCurrentUser();
  if (!user) return null;
  const organization = await loadShellOrganization(user.organizationId);
  return <ChatGreeting name={user.name} organizationName={organization?.name ?? null} />;
}
