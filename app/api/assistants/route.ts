import { ZAssistantChangeRequest, ZAssistantRequest } from "@/lib/validation/assistants";
import { ZIdQuery } from "@/lib/validation/query";
import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, readJson, readQuery, route } from "@/server/http/respond";
import {
  createAssistant,
  deleteAssistant,
  listAssistants,
  reorderAssistants,
  updateAssistant,
} from "@/server/services/assistants/manage";

/**
 * /api/assistants (issue 23): the caller's organisation's assistants, for its admins. PUT takes
 * {id, …changes} or {order: [ids]}; another organisation's assistant answers 404.
 */

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  return json({ success: true, data: await listAssistants(organizationId) });
});

export const POST = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const input = await readJson(request, ZAssistantRequest);
  const data = await createAssistant(organizationId, input, auditActorOf(request, user));
  return json({ success: true, data }, { status: 201 });
});

export const PUT = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const input = await readJson(request, ZAssistantChangeRequest);
  const actor = auditActorOf(request, user);
  if ("order" in input) {
    return json({ success: true, data: await reorderAssistants(organizationId, input.order, actor) });
  }
  const { id, ...changes } = input;
  return json({ success: true, data: await updateAssistant(organizationId, id, changes, actor) });
});

export const DELETE = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { id } = readQuery(request, ZIdQuery);
  await deleteAssistant(organizationId, id, auditActorOf(request, user));
  return json({ success: true });
});
