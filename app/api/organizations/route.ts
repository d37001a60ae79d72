import { ZCreateOrganization } from "@/lib/validation/organizations";
import { requireSuperAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { requestLocale } from "@/server/i18n";
import { listOrganizations } from "@/server/services/organizations/directory";
import { createOrganization } from "@/server/services/organizations/lifecycle";

/** GET /api/organizations (spec §7 "Super admin"): every organisation with its counts. */
export const GET = route(async (request) => {
  await requireSuperAdmin(request);
  return json({ success: true, organizations: await listOrganizations() });
});

/** POST /api/organizations {orgName, adminEmail, adminName}: organisation, admin and welcome e-mail. */
export const POST = route(async (request) => {
  const superadmin = await requireSuperAdmin(request);
  const input = await readJson(request, ZCreateOrganization);
  const { id } = await createOrganization(input, {
    actorId: superadmin.id,
    ip: clientIp(request),
    locale: requestLocale(request),
  });
  return json({ success: true, organization_id: id }, { status: 201 });
});
