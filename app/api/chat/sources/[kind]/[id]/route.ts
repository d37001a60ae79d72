import { requireMember } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { getCitedSource } from "@/server/services/chat/cited-sources";

type Context = { params: Promise<{ kind: string; id: string }> };

/**
 * GET /api/chat/sources/{kind}/{id}: a cited source as the chat shows it. A knowledge block's content
 * is sanitised HTML, a Q&A pair's is plain text, and a document gives the URL of its file.
 */
export const GET = route<Context>(async (request, { params }) => {
  const { organizationId } = await requireMember(request);
  const { kind, id } = await params;
  return json({ success: true, source: await getCitedSource(organizationId, kind, id) });
});
