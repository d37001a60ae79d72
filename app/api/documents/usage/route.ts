import { requireOrgAdmin } from "@/server/auth/guards";
import { json, route } from "@/server/http/respond";
import { storageUsage } from "@/server/services/documents/allowance";

/**
 * GET /api/documents/usage (beyond the spec, issue 24): the caller's organisation's stored bytes
 * against its quota, and the files its admins may still upload this hour.
 */
export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  return json({ success: true, usage: await storageUsage(organizationId) });
});
