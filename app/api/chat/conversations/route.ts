import { requireUser } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { chatMember, listConversations } from "@/server/services/conversations";

/** GET /api/chat/conversations: the caller's own conversations, latest activity first. */
export const GET = route(async (request) => {
  const member = chatMember(await requireUser(request));
  return json({ success: true, conversations: await listConversations(member) });
});
