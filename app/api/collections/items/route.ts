import { ZCollectionItemsRequest } from "@/lib/validation/collections";
import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, readJson, route } from "@/server/http/respond";
import { changeCollectionItems } from "@/server/services/knowledge/collections";

/** PUT /api/collections/items {kind, ids, add?, remove?}: one item or a bulk selection, in or out of collections. */
export const PUT = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const input = await readJson(request, ZCollectionItemsRequest);
  await changeCollectionItems(organizationId, input, auditActorOf(request, user));
  return json({ success: true });
});
