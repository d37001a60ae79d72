import { ZAnalyticsQuery } from "@/lib/validation/analytics";
import { requireSuperAdmin } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { parseInput } from "@/server/validation";
import { analyticsReport } from "@/server/services/analytics";

/** GET /api/analytics?range=7d|30d|90d: service-wide figures for the super-admin analytics screen. */
export const GET = route(async (request) => {
  await requireSuperAdmin(request);
  const { range } = parseInput(ZAnalyticsQuery, Object.fromEntries(new URL(request.url).searchParams));
  return json({ success: true, report: await analyticsReport(range) });
});
