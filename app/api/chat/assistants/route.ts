import { requireMember } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { listChatAssistants } from "@/server/services/assistants/access";

/** GET /api/chat/assistants (issue 23 point 3): the assistants the signed-in member may use, for the chat's picker. */
export const GET = route(async (request) => {
  const member = await requireMember(request);
  return json({ success: true, data: await listChatAssistants(member) });
});
