import { ZAddUsersRequest, ZUserEmailQuery, ZUserStatusChange, ZUserUpdate } from "@/lib/validation/users";
import { requireOrgAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { parseInput } from "@/server/validation";
import { requestLocale } from "@/server/i18n";
import { inviteOrganizationUsers } from "@/server/services/organizations/bulk-invitations";
import {
  deleteOrganizationUser,
  setOrganizationUserStatus,
  updateOrganizationUser,
} from "@/server/services/organizations/user-management";
import { createOrganizationUser, listOrganizationUsers } from "@/server/services/organizations/users";

/** The users of the admin's own organisation (spec §7 "Users of the organisation"). */

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  return json({ success: true, users: await listOrganizationUsers(organizationId) });
});

/**
 * {email, name, role} adds one person (201). Beyond the spec, {users: [{email, name?, role?}, …]} adds
 * several and answers 200 with who was added and why the others were not.
 */
export const POST = route(async (request) => {
  const caller = await requireOrgAdmin(request);
  const body = await readJson(request, ZAddUsersRequest);
  const admin = { ...caller, ip: clientIp(request) };
  const locale = requestLocale(request);
  if (body.kind === "list") {
    return json({ success: true, ...(await inviteOrganizationUsers(admin, body.users, { locale })) });
  }
  const { email, name, role } = body;
  await createOrganizationUser(admin, { email, name, role }, { locale });
  return json({ success: true }, { status: 201 });
});

/** Beyond the spec: correct a name or change the role, {email, name?, role?}. */
export const PUT = route(async (request) => {
  const caller = await requireOrgAdmin(request);
  const { email, ...change } = await readJson(request, ZUserUpdate);
  await updateOrganizationUser({ ...caller, ip: clientIp(request) }, email, change);
  return json({ success: true });
});

/** Beyond the spec: deactivate or reactivate a user, {email, status}. */
export const PATCH = route(async (request) => {
  const caller = await requireOrgAdmin(request);
  const { email, status } = await readJson(request, ZUserStatusChange);
  await setOrganizationUserStatus({ ...caller, ip: clientIp(request) }, email, status);
  return json({ success: true });
});

export const DELETE = route(async (request) => {
  const caller = await requireOrgAdmin(request);
  const { email } = parseInput(ZUserEmailQuery, Object.fromEntries(new URL(request.url).searchParams));
  await deleteOrganizationUser({ ...caller, ip: clientIp(request) }, email);
  return json({ success: true });
});
