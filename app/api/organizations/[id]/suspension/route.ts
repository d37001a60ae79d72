import { ZSuspendOrganization } from "@/lib/validation/organizations";
import { requireSuperAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { reactivateOrganization, suspendOrganization } from "@/server/services/organizations/lifecycle";

type Context = { params: Promise<{ id: string }> };

/** POST /api/organizations/{id}/suspension {reason}: its users can no longer sign in or use the API. */
export const POST = route<Context>(async (request, { params }) => {
  const superadmin = await requireSuperAdmin(request);
  const { reason } = await readJson(request, ZSuspendOrganization);
  await suspendOrganization((await params).id, reason, { actorId: superadmin.id, ip: clientIp(request) });
  return json({ success: true });
});

/** DELETE /api/organizations/{id}/suspension: reactivates it; nothing was deleted meanwhile. */
export const DELETE = route<Context>(async (request, { params }) => {
  const superadmin = await requireSuperAdmin(request);
  await reactivateOrganization((await params).id, { actorId: superadmin.id, ip: clientIp(request) });
  return json({ success: true });
});
