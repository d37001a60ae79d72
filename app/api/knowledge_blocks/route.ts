import { z } from "zod";
import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, parseInput, readJson, route } from "@/server/http/respond";
import {
  createKnowledgeBlock,
  deleteKnowledgeBlock,
  listKnowledgeBlocks,
  setKnowledgeBlockActive,
  updateKnowledgeBlock,
} from "@/server/services/knowledge-blocks";

/**
 * /api/knowledge_blocks (spec §7 "Knowledge blocks"): the caller's organisation's blocks, for its
 * admins. Shapes are checked here; title and content limits are checked by the service on the
 * sanitised HTML, the text that is actually stored.
 */

const ZListQuery = z.object({ limit: z.coerce.number().int().positive().optional() });
const ZIdQuery = z.object({ id: z.string().min(1) });
const ZContent = z.object({ title: z.string(), content: z.string() });
const ZChange = z.discriminatedUnion("action", [
  ZContent.extend({ action: z.literal("update_knowledge_block"), kb_id: z.string().min(1) }),
  z.object({ action: z.literal("toggle_active_status"), kb_id: z.string().min(1), is_active: z.boolean() }),
]);

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  const { limit } = parseInput(ZListQuery, query(request));
  return json({ success: true, data: await listKnowledgeBlocks(organizationId, limit) });
});

export const POST = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const input = await readJson(request, ZContent);
  return json(
    { success: true, data: await createKnowledgeBlock(organizationId, input, auditActorOf(request, user)) },
    { status: 201 },
  );
});

export const PUT = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const change = await readJson(request, ZChange);
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
  const { id } = parseInput(ZIdQuery, query(request));
  await deleteKnowledgeBlock(organizationId, id, auditActorOf(request, user));
  return json({ success: true });
});
