import { ZUserEmailQuery, ZUserStatusChange, ZUserUpdate } from "@/lib/validation/users";
import { requireSuperAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, readQuery, route } from "@/server/http/respond";
import {
  deleteOrganizationUser,
  setOrganizationUserStatus,
  updateOrganizationUser,
} from "@/server/services/organizations/user-management";

type Context = { params: Promise<{ id: string }> };

/**
 * A superadmin manages any organisation's users (beyond the spec): the way to remove or demote an
 * admin whom the organisation's own admins may not (its original admin), while one active admin
 * always remains.
 */

/** PUT /api/organizations/{id}/users {email, name?, role?}: correct a name, change the role. */
export const PUT = route<Context>(async (request, { params }) => {
  const superadmin = await requireSuperAdmin(request);
  const { email, ...change } = await readJson(request, ZUserUpdate);
  const manager = { user: superadmin, organizationId: (await params).id, ip: clientIp(request) };
  await updateOrganizationUser(manager, email, change);
  return json({ success: true });
});

/** PATCH /api/organizations/{id}/users {email, status}: deactivate or reactivate. */
export const PATCH = route<Context>(async (request, { params }) => {
  const superadmin = await requireSuperAdmin(request);
  const { email, status } = await readJson(request, ZUserStatusChange);
  const manager = { user: superadmin, organizationId: (await params).id, ip: clientIp(request) };
  await setOrganizationUserStatus(manager, email, status);
  return json({ success: true });
});

/** DELETE /api/organizations/{id}/users?email= */
export const DELETE = route<Context>(async (request, { params }) => {
  const superadmin = await requireSuperAdmin(request);
  const { email } = readQuery(request, ZUserEmailQuery);
  const manager = { user: superadmin, organizationId: (await params).id, ip: clientIp(request) };
  await deleteOrganizationUser(manager, email);
  return json({ success: true });
});
