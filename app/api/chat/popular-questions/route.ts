import { ZPopularQuestionsQuery } from "@/lib/validation/chat";
import { requireMember } from "@/server/auth/guards";
import { json, readQuery, route } from "@/server/http/respond";
import { popularQuestions } from "@/server/services/chat/popular-questions";

/** GET /api/chat/popular-questions[?limit=1…10] (spec §7): the chips under the chat's greeting. */
export const GET = route(async (request) => {
  const { organizationId } = await requireMember(request);
  const { limit } = readQuery(request, ZPopularQuestionsQuery);
  return json({ success: true, questions: await popularQuestions(organizationId, limit) });
});
