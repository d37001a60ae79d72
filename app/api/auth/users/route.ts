import { ZNewOrganizationUser, ZUserEmailQuery, ZUserStatusChange } from "@/lib/validation/users";
import { requireOrgAdmin } from "@/server/auth/guards";
import { clientIp } from "@/server/http/client-ip";
import { json, readJson, route } from "@/server/http/respond";
import { parseInput } from "@/server/validation";
import { requestLocale } from "@/server/i18n";
import {
  deleteOrganizationUser,
  setOrganizationUserStatus,
} from "@/server/services/organizations/user-management";
import { createOrganizationUser, listOrganizationUsers } from "@/server/services/organizations/users";

/** The users of the admin's own organisation (spec §7 "Users of the organisation"). */

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  return json({ success: true, users: await listOrganizationUsers(organizationId) });
});

export const POST = route(async (request) => {
  const caller = await requireOrgAdmin(request);
  const input = await readJson(request, ZNewOrganizationUser);
  await createOrganizationUser({ ...caller, ip: clientIp(request) }, input, {
    locale: requestLocale(request),
  });
  return json({ success: true }, { status: 201 });
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
