import { ZAuditPageQuery } from "@/lib/validation/organizations";
import { requireSuperAdmin } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { parseInput } from "@/server/validation";
import { listOrganizationAuditEvents } from "@/server/services/organizations/directory";

type Context = { params: Promise<{ id: string }> };

/** GET /api/organizations/{id}/audit?page=N: the organisation's latest events (detail, "Actividad"). */
export const GET = route<Context>(async (request, { params }) => {
  await requireSuperAdmin(request);
  const { page } = parseInput(ZAuditPageQuery, Object.fromEntries(new URL(request.url).searchParams));
  return json({ success: true, ...(await listOrganizationAuditEvents((await params).id, page)) });
});
