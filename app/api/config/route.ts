import { ZPublicConfigQuery } from "@/lib/validation/organizations";
import { AppError } from "@/server/http/app-error";
import { readQuery, route } from "@/server/http/respond";
import { getPublicBranding } from "@/server/services/organizations";

/**
 * GET /api/config?org_name={organization id} (spec §7): public, no sign-in, branding fields only. The
 * same for every caller, so browsers and CDNs may keep it for a minute.
 */
export const GET = route(async (request) => {
  const { org_name } = readQuery(request, ZPublicConfigQuery);
  const data = await getPublicBranding(org_name);
  if (!data) throw new AppError("NOT_FOUND", "organizationNotFound");
  return Response.json({ success: true, data }, { headers: { "Cache-Control": "public, max-age=60" } });
});
