import { ZPopularQuestionsQuery } from "@/lib/validation/chat";
import { requireMember } from "@/server/auth/guards";
import { json, readQuery, route } from "@/server/http/respond";
import { assistantForChat } from "@/server/services/assistants/access";
import { popularQuestions } from "@/server/services/chat/popular-questions";

/**
 * GET /api/chat/popular-questions[?limit=1…10][&assistant_id=…] (spec §7): the chips under the chat's
 * greeting; with an assistant, only its own (issue 23), 403 for one the member may not use.
 */
export const GET = route(async (request) => {
  const member = await requireMember(request);
  const { limit, assistant_id } = readQuery(request, ZPopularQuestionsQuery);
  const assistant = assistant_id
    ? (await assistantForChat(member, { assistantId: assistant_id })).assistant
    : undefined;
  return json({
    success: true,
    questions: await popularQuestions(
      member.organizationId,
      limit,
      assistant && { assistantId: assistant.id, collectionIds: assistant.collectionIds },
    ),
  });
});
