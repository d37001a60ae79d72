import { ZConfigUpdate, ZPublicConfigQuery } from "@/lib/validation/config";
import { requireOrgAdmin } from "@/server/auth/guards";
import { AppError } from "@/server/errors";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, readQuery, route } from "@/server/http/respond";
import { updateOrganizationConfig } from "@/server/services/organizations/config";
import { getPublicBranding } from "@/server/services/organizations/summary";

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

/** POST /api/config: one of the five bodies of spec §7 (or {time_zone}), on the admin's own organisation. */
export const POST = route(async (request) => {
  const caller = await requireOrgAdmin(request);
  const update = await readJson(request, ZConfigUpdate);
  await updateOrganizationConfig({ ...caller, ip: clientIp(request) }, update);
  return json({ success: true });
});
