import { z } from "zod";
import { requireMember } from "@/server/auth/guards";
import { json, parseInput, route } from "@/server/http/respond";
import { POPULAR_QUESTIONS_MAX, popularQuestions } from "@/server/services/popular-questions";

const ZQuery = z.object({ limit: z.coerce.number().int().min(1).max(POPULAR_QUESTIONS_MAX).optional() });

/** GET /api/chat/popular-questions[?limit=1…10] (spec §7): the chips under the chat's greeting. */
export const GET = route(async (request) => {
  const { organizationId } = await requireMember(request);
  const { limit } = parseInput(ZQuery, Object.fromEntries(new URL(request.url).searchParams));
  return json({ success: true, questions: await popularQuestions(organizationId, limit) });
});
