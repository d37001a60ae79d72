import { ZRatingRequest } from "@/lib/validation/chat";
import { requireMember } from "@/server/auth/guards";
import { json, readJson, route } from "@/server/http/respond";
import { rateInteraction } from "@/server/services/chat/interactions";

/** POST /api/chat/rating {interaction_id, rating} (spec §7): the caller rates one of their own answers. */
export const POST = route(async (request) => {
  const member = await requireMember(request);
  const { interaction_id, rating } = await readJson(request, ZRatingRequest);
  await rateInteraction(member, interaction_id, rating);
  return json({ success: true, rating });
});
