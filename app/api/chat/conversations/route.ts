import { requireMember } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { listConversations } from "@/server/services/chat/conversations";

/** GET /api/chat/conversations: the caller's own conversations, latest activity first. */
export const GET = route(async (request) => {
  const member = await requireMember(request);
  return json({ success: true, conversations: await listConversations(member) });
});
