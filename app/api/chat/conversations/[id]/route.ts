import { requireMember } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { getConversation } from "@/server/services/chat/conversations";

type Context = { params: Promise<{ id: string }> };

/** GET /api/chat/conversations/{id}: one of the caller's conversations with its messages, oldest first. */
export const GET = route<Context>(async (request, { params }) => {
  const member = await requireMember(request);
  const { conversation, messages } = await getConversation(member, (await params).id);
  return json({ success: true, conversation, messages });
});
