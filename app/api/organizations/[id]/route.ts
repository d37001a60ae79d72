import { ZRenameOrganization } from "@/lib/validation/organizations";
import { requireSuperAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { getOrganizationDetail } from "@/server/services/organizations/directory";
import { renameOrganization } from "@/server/services/organizations/lifecycle";

type Context = { params: Promise<{ id: string }> };

/** GET /api/organizations/{id} (spec §7): the organisation, its users and its documents. */
export const GET = route<Context>(async (request, { params }) => {
  await requireSuperAdmin(request);
  const detail = await getOrganizationDetail((await params).id, requestLocale(request));
  return json({ success: true, ...detail });
});

/** PUT /api/organizations/{id} {name}: the inline rename of the organisation detail. */
export const PUT = route<Context>(async (request, { params }) => {
  const superadmin = await requireSuperAdmin(request);
  const { name } = await readJson(request, ZRenameOrganization);
  await renameOrganization((await params).id, name, { actorId: superadmin.id, ip: clientIp(request) });
  return json({ success: true });
});
