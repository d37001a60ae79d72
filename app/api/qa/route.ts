import { z } from "zod";
import { requireOrgAdmin } from "@/server/auth/guards";
import { auditActorOf } from "@/server/http/audit-actor";
import { json, parseInput, readJson, route } from "@/server/http/respond";
import { createQaPair, deleteQaPair, listQaPairs, updateQaPair } from "@/server/services/qa-pairs";

/**
 * /api/qa: the caller's organisation's Q&A pairs, for its admins. Shapes are checked here; the
 * question and answer limits by the service, on the pair as it will be stored.
 */

const ZListQuery = z.object({ limit: z.coerce.number().int().positive().optional() });
const ZIdQuery = z.object({ id: z.string().min(1) });
const ZNewPair = z.object({ question: z.string(), answer: z.string(), is_active: z.boolean().optional() });
const ZPairChanges = z.object({
  id: z.string().min(1),
  question: z.string().optional(),
  answer: z.string().optional(),
  is_active: z.boolean().optional(),
});

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const GET = route(async (request) => {
  const { organizationId } = await requireOrgAdmin(request);
  const { limit } = parseInput(ZListQuery, query(request));
  return json({ success: true, data: await listQaPairs(organizationId, limit) });
});

export const POST = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { question, answer, is_active } = await readJson(request, ZNewPair);
  const data = await createQaPair(
    organizationId,
    { question, answer, isActive: is_active },
    auditActorOf(request, user),
  );
  return json({ success: true, data }, { status: 201 });
});

export const PUT = route(async (request) => {
  const { user, organizationId } = await requireOrgAdmin(request);
  const { id, question, answer, is_active } = await readJson(request, ZPairChanges);
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
  const { id } = parseInput(ZIdQuery, query(request));
  await deleteQaPair(organizationId, id, auditActorOf(request, user));
  return json({ success: true });
});
