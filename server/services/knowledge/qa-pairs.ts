import "server-only";
import { ZQaPairInput, type QaPairDto } from "@/lib/validation/knowledge";
import { getDb, type Prisma, type QaPair } from "@/server/db";
import { AppError } from "@/server/errors";
import { parseInput } from "@/server/validation";
import { recordAuditEvent, SYSTEM_ACTOR, type AuditAction, type AuditActor } from "@/server/services/audit";
import { indexQaPair, removeSourceChunks } from "@/server/services/retrieval/indexing";
import { notFoundAs } from "@/server/services/not-found";
import { ensureBelowOrganizationLimit } from "@/server/services/organization-limit";

/**
 * An organisation's Q&A pairs: a question with its approved answer, which the assistant gives
 * verbatim when a question matches and which feed the chat's popular questions. Scoped and indexed
 * like knowledge blocks (one chunk per active pair, and the audit event, written in the same
 * transaction; the event names the pair by its question).
 */

export const QA_PAIRS_LIST_MAX = 50;
/** Creation stops at the number the panel and the API list, so no pair is ever out of sight. */
export const QA_PAIRS_MAX = QA_PAIRS_LIST_MAX;

export type NewQaPair = { question: string; answer: string; isActive?: boolean };
export type QaPairChanges = { question?: string; answer?: string; isActive?: boolean };

function toDto(pair: QaPair): QaPairDto {
  return {
    id: pair.id,
    question: pair.question,
    answer: pair.answer,
    is_active: pair.isActive,
    created_at: pair.createdAt.toISOString(),
    updated_at: pair.updatedAt.toISOString(),
  };
}

/** Newest first, at most 50. */
export async function listQaPairs(
  organizationId: string,
  limit: number = QA_PAIRS_LIST_MAX,
): Promise<QaPairDto[]> {
  const db = await getDb();
  const pairs = await db.qaPair.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(limit, 1), QA_PAIRS_LIST_MAX),
  });
  return pairs.map(toDto);
}

export async function createQaPair(
  organizationId: string,
  input: NewQaPair,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<QaPairDto> {
  const { question, answer } = parseInput(ZQaPairInput, {
    question: input.question,
    answer: input.answer,
  });
  const db = await getDb();
  const pair = await db.$transaction(async (tx) => {
    await ensureBelowOrganizationLimit(tx, {
      scope: `qa-pairs:${organizationId}`,
      limit: QA_PAIRS_MAX,
      count: () => tx.qaPair.count({ where: { organizationId } }),
      message: "qaPairLimitReached",
    });
    const created = await tx.qaPair.create({
      data: { organizationId, question, answer, isActive: input.isActive ?? true },
    });
    await indexQaPair(tx, created);
    await recordPairEvent(tx, "qa_pair.created", created, actor);
    return created;
  });
  return toDto(pair);
}

/** Changes any of question, answer and active state; the result is validated as a whole. */
export async function updateQaPair(
  organizationId: string,
  id: string,
  changes: QaPairChanges,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<QaPairDto> {
  const db = await getDb();
  const pair = await db.$transaction(async (tx) => {
    const current = await tx.qaPair.findFirst({ where: { id, organizationId } });
    if (!current) throw new AppError("NOT_FOUND", "qaPairNotFound");
    const { question, answer } = parseInput(ZQaPairInput, {
      question: changes.question ?? current.question,
      answer: changes.answer ?? current.answer,
    });
    const updated = await tx.qaPair.update({
      where: { id, organizationId },
      data: { question, answer, isActive: changes.isActive ?? current.isActive },
    });
    await indexQaPair(tx, updated);
    await recordPairEvent(tx, pairChange(current, updated), updated, actor);
    return updated;
  });
  return toDto(pair);
}

export async function deleteQaPair(
  organizationId: string,
  id: string,
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const pair = await tx.qaPair
      .delete({ where: { id, organizationId } })
      .catch(notFoundAs("qaPairNotFound"));
    await removeSourceChunks(tx, { organizationId, sourceKind: "qa_pair", sourceId: id });
    await recordPairEvent(tx, "qa_pair.deleted", pair, actor);
  });
}

/** A change of wording is an edit; a change of the active flag alone is (de)activation. */
function pairChange(before: QaPair, after: QaPair): AuditAction {
  const reworded = before.question !== after.question || before.answer !== after.answer;
  if (reworded || before.isActive === after.isActive) return "qa_pair.updated";
  return after.isActive ? "qa_pair.activated" : "qa_pair.deactivated";
}

const recordPairEvent = (
  tx: Prisma.TransactionClient,
  action: AuditAction,
  pair: QaPair,
  actor: AuditActor,
) =>
  recordAuditEvent(tx, {
    ...actor,
    action,
    organizationId: pair.organizationId,
    target: { type: "qa_pair", id: pair.id },
    metadata: { question: pair.question },
  });
