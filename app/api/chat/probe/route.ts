import { ZProbeQuestion } from "@/lib/validation/probe";
import { requireOrgAdmin } from "@/server/auth/guards";
import { json, readJson, route } from "@/server/http/respond";
import { probeQuestion } from "@/server/services/retrieval/probe";

/** POST /api/chat/probe {question} (admins): what the chat would answer from, stored nowhere. */
export const POST = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  const { question } = await readJson(request, ZProbeQuestion);
  return json({ success: true, ...(await probeQuestion(organizationId, question)) });
});
