import { ZIdQuery } from "@/lib/validation/query";
import { ZSynonymRequest } from "@/lib/validation/synonyms";
import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, readJson, readQuery, route } from "@/server/http/respond";
import { deleteSynonym, listSynonyms, saveSynonym } from "@/server/services/knowledge/synonyms";

/**
 * /api/synonyms: the words the caller's organisation's employees use for what its documents call
 * otherwise («lana = dinero, sueldo»), for its admins. Saving a word that exists adds to its synonyms.
 */

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  return json({ success: true, data: await listSynonyms(organizationId) });
});

export const POST = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const input = await readJson(request, ZSynonymRequest);
  const data = await saveSynonym(organizationId, input, auditActorOf(request, user));
  return json({ success: true, data }, { status: 201 });
});

export const DELETE = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { id } = readQuery(request, ZIdQuery);
  await deleteSynonym(organizationId, id, auditActorOf(request, user));
  return json({ success: true });
});
