import { ZKnowledgeBlockChangeRequest, ZKnowledgeBlockRequest } from "@/lib/validation/knowledge";
import { ZIdQuery, ZListQuery } from "@/lib/validation/query";
import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, readJson, readQuery, route } from "@/server/http/respond";
import {
  createKnowledgeBlock,
  deleteKnowledgeBlock,
  listKnowledgeBlocks,
  setKnowledgeBlockActive,
  updateKnowledgeBlock,
} from "@/server/services/knowledge/blocks";

/**
 * /api/knowledge_blocks (spec §7 "Knowledge blocks"): the caller's organisation's blocks, for its
 * admins. Shapes are checked here (lib/validation); title and content limits are checked by the service on the
 * sanitised HTML, the text that is actually stored.
 */

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  const { limit } = readQuery(request, ZListQuery);
  return json({ success: true, data: await listKnowledgeBlocks(organizationId, limit) });
});

export const POST = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const input = await readJson(request, ZKnowledgeBlockRequest);
  return json(
    { success: true, data: await createKnowledgeBlock(organizationId, input, auditActorOf(request, user)) },
    { status: 201 },
  );
});

export const PUT = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const change = await readJson(request, ZKnowledgeBlockChangeRequest);
  const data =
    change.action === "update_knowledge_block"
      ? await updateKnowledgeBlock(organizationId, change.kb_id, change, auditActorOf(request, user))
      : await setKnowledgeBlockActive(
          organizationId,
          change.kb_id,
          change.is_active,
          auditActorOf(request, user),
        );
  return json({ success: true, data });
});

export const DELETE = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { id } = readQuery(request, ZIdQuery);
  await deleteKnowledgeBlock(organizationId, id, auditActorOf(request, user));
  return json({ success: true });
});
