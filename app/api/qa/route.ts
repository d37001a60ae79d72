import { ZQaPairChangeRequest, ZQaPairRequest } from "@/lib/validation/knowledge";
import { ZIdQuery, ZListQuery } from "@/lib/validation/query";
import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, readJson, readQuery, route } from "@/server/http/respond";
import { createQaPair, deleteQaPair, listQaPairs, updateQaPair } from "@/server/services/knowledge/qa-pairs";

/**
 * /api/qa: the caller's organisation's Q&A pairs, for its admins. Shapes are checked here; the
 * question and answer limits by the service, on the pair as it will be stored.
 */

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  const { limit } = readQuery(request, ZListQuery);
  return json({ success: true, data: await listQaPairs(organizationId, limit) });
});

export const POST = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { question, answer, is_active } = await readJson(request, ZQaPairRequest);
  const data = await createQaPair(
    organizationId,
    { question, answer, isActive: is_active },
    auditActorOf(request, user),
  );
  return json({ success: true, data }, { status: 201 });
});

export const PUT = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { id, question, answer, is_active } = await readJson(request, ZQaPairChangeRequest);
  const data = await updateQaPair(
    organizationId,
    id,
    { question, answer, isActive: is_active },
    auditActorOf(request, user),
  );
  return json({ success: true, data });
});

export const DELETE = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { id } = readQuery(request, ZIdQuery);
  await deleteQaPair(organizationId, id, auditActorOf(request, user));
  return json({ success: true });
});
