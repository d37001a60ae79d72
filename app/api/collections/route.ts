import { ZCollectionChangeRequest, ZCollectionRequest } from "@/lib/validation/collections";
import { ZIdQuery } from "@/lib/validation/query";
import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, readJson, readQuery, route } from "@/server/http/respond";
import {
  createCollection,
  deleteCollection,
  listCollections,
  renameCollection,
} from "@/server/services/knowledge/collections";

/** /api/collections (issue 23 point 2): the caller's organisation's collections, for its admins. */

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  return json({ success: true, data: await listCollections(organizationId) });
});

export const POST = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { name } = await readJson(request, ZCollectionRequest);
  const data = await createCollection(organizationId, name, auditActorOf(request, user));
  return json({ success: true, data }, { status: 201 });
});

export const PUT = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { id, name } = await readJson(request, ZCollectionChangeRequest);
  await renameCollection(organizationId, id, name, auditActorOf(request, user));
  return json({ success: true });
});

export const DELETE = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { id } = readQuery(request, ZIdQuery);
  await deleteCollection(organizationId, id, auditActorOf(request, user));
  return json({ success: true });
});
