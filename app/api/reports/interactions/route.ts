import { ZInteractionsQuery } from "@/lib/validation/reports";
import { requireOrgAdmin } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { parseInput } from "@/server/validation";
import { interactionReport } from "@/server/services/reports";

/**
 * GET /api/reports/interactions?page&limit[&filter=unanswered|negative] (spec §7): the admin's own
 * organisation, newest first, 10 a page; the CSV export asks for up to 10,000 at once.
 */
export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  const query = parseInput(ZInteractionsQuery, Object.fromEntries(new URL(request.url).searchParams));
  return json({ success: true, ...(await interactionReport(organizationId, query)) });
});
