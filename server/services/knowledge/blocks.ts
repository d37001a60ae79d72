import "server-only";
import { ZKnowledgeBlockInput, htmlToPlainText, type KnowledgeBlockDto } from "@/lib/validation/knowledge";
import { getDb, type KnowledgeBlock, type Prisma } from "@/server/db";
import { parseInput } from "@/server/validation";
import { sanitizeKnowledgeHtml } from "@/server/ingest/sanitize-html";
import { recordAuditEvent, SYSTEM_ACTOR, type AuditAction, type AuditActor } from "@/server/services/audit";
import { indexKnowledgeBlock, removeSourceChunks } from "@/server/services/retrieval/indexing";
import { notFoundAs } from "@/server/services/not-found";
import { ensureBelowOrganizationLimit } from "@/server/services/organization-limit";

/**
 * An organisation's knowledge blocks (spec §2 "Knowledge-blocks panel", §5, §7). Every query is
 * scoped by the caller's organisation; another organisation's block answers 404. Each write
 * re-indexes the block and records its audit event in its own transaction, so answers follow the
 * block at once. Audit metadata names the block by title, never its content.
 */

export const KNOWLEDGE_BLOCKS_LIST_MAX = 50;
/** Creation stops at the number the panel and the API list, so no block is ever out of sight. */
export const KNOWLEDGE_BLOCKS_MAX = KNOWLEDGE_BLOCKS_LIST_MAX;

export type KnowledgeBlockContent = { title: string; content: string };

function toDto(block: KnowledgeBlock): KnowledgeBlockDto {
  return {
    id: block.id,
    title: block.title,
    content: sanitizeKnowledgeHtml(block.contentHtml),
    is_active: block.isActive,
    created_at: block.createdAt.toISOString(),
    updated_at: block.updatedAt.toISOString(),
    character_count: block.contentText.length,
  };
}

/**
 * Sanitises first and validates what will be stored, so the limits apply to the text a reader will
 * see: a payload that is only a <script> is empty content, not 30 characters of it.
 */
function prepareContent(input: KnowledgeBlockContent) {
  const { title, content } = parseInput(ZKnowledgeBlockInput, {
    title: input.title,
    content: sanitizeKnowledgeHtml(input.content),
  });
  return { title, contentHtml: content, contentText: htmlToPlainText(content) };
}

/** Newest first (spec §4: new blocks are placed at the top), at most 50. */
export async function listKnowledgeBlocks(
  organizationId: string,
  limit: number = KNOWLEDGE_BLOCKS_LIST_MAX,
): Promise<KnowledgeBlockDto[]> {
  const db = await getDb();
  const blocks = await db.knowledgeBlock.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(limit, 1), KNOWLEDGE_BLOCKS_LIST_MAX),
  });
  return blocks.map(toDto);
}

export async function createKnowledgeBlock(
  organizationId: string,
  input: KnowledgeBlockContent,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<KnowledgeBlockDto> {
  const data = prepareContent(input);
  const db = await getDb();
  const block = await db.$transaction(async (tx) => {
    await ensureBelowOrganizationLimit(tx, {
      scope: `knowledge-blocks:${organizationId}`,
      limit: KNOWLEDGE_BLOCKS_MAX,
      count: () => tx.knowledgeBlock.count({ where: { organizationId } }),
      message: "knowledgeBlockLimitReached",
    });
    const created = await tx.knowledgeBlock.create({ data: { ...data, organizationId, isActive: true } });
    await indexKnowledgeBlock(tx, created);
    await recordBlockEvent(tx, "knowledge_block.created", created, actor);
    return created;
  });
  return toDto(block);
}

export async function updateKnowledgeBlock(
  organizationId: string,
  id: string,
  input: KnowledgeBlockContent,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<KnowledgeBlockDto> {
  const data = prepareContent(input);
  return toDto(
    await updateAndReindex(organizationId, id, data, { actor, action: "knowledge_block.updated" }),
  );
}

/** Deactivating takes the block out of answers immediately (spec §4). */
export async function setKnowledgeBlockActive(
  organizationId: string,
  id: string,
  isActive: boolean,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<KnowledgeBlockDto> {
  const action = isActive ? "knowledge_block.activated" : "knowledge_block.deactivated";
  return toDto(await updateAndReindex(organizationId, id, { isActive }, { actor, action }));
}

async function updateAndReindex(
  organizationId: string,
  id: string,
  data: Partial<Pick<KnowledgeBlock, "title" | "contentHtml" | "contentText" | "isActive">>,
  audit: { actor: AuditActor; action: AuditAction },
): Promise<KnowledgeBlock> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const block = await tx.knowledgeBlock
      .update({ where: { id, organizationId }, data })
      .catch(notFoundAs("knowledgeBlockNotFound"));
    await indexKnowledgeBlock(tx, block);
    await recordBlockEvent(tx, audit.action, block, audit.actor);
    return block;
  });
}

export async function deleteKnowledgeBlock(
  organizationId: string,
  id: string,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const block = await tx.knowledgeBlock
      .delete({ where: { id, organizationId } })
      .catch(notFoundAs("knowledgeBlockNotFound"));
    await removeSourceChunks(tx, { organizationId, sourceKind: "knowledge_block", sourceId: id });
    await recordBlockEvent(tx, "knowledge_block.deleted", block, actor);
  });
}

const recordBlockEvent = (
  tx: Prisma.TransactionClient,
  action: AuditAction,
  block: KnowledgeBlock,
  actor: AuditActor,
) =>
  recordAuditEvent(tx, {
    ...actor,
    action,
    organizationId: block.organizationId,
    target: { type: "knowledge_block", id: block.id },
    metadata: { title: block.title },
  });
