import { ChatGreeting } from "@/components/chat/chat-greeting";
import { loadShellOrganization } from "@/components/shell/organization-brand";
import { guardPage } from "@/server/auth/page-guard";

export default async function ChatPage() {
  const user = await guardPage("member");
  if (!user) return null;
  const organization = await loadShellOrganization(user.organizationId);
  return <ChatGreeting name={user.name} organizationName={organization?.name ?? null} />;
}
