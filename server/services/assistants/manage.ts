import "server-only";
import {
  ASSISTANTS_MAX,
  type AssistantDto,
  type AssistantRequest,
  type AssistantTone,
} from "@/lib/validation/assistants";
import { getDb, type Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent, recordNamedChange, type AuditActor } from "@/server/services/audit";
import { defaultAssistantIn, lockAssistants } from "@/server/services/assistants/default";
import { ASSISTANT_SCOPE, toAssistantDto } from "@/server/services/assistants/dto";
import { discardStoredImage } from "@/server/services/organizations/image-storage";

/**
 * An organisation's assistants, for its admins (issue 23 point 1): up to ten, in the admin's order,
 * exactly one of them the default. Another organisation's assistant answers 404 like a missing one.
 * The default is always open to every member: it is what a member without a choice is answered by.
 */

type Tx = Prisma.TransactionClient;
export type AssistantChanges = Partial<AssistantRequest>;

export async function listAssistants(organizationId: string): Promise<AssistantDto[]> {
  const db = await getDb();
  await db.$transaction((tx) => defaultAssistantIn(tx, organizationId));
  const rows = await db.assistant.findMany({
    where: { organizationId },
    include: ASSISTANT_SCOPE,
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  return rows.map(toAssistantDto);
}

export async function createAssistant(
  organizationId: string,
  input: AssistantRequest,
  actor: AuditActor,
): Promise<AssistantDto> {
  const db = await getDb();
  if (input.is_default && input.member_ids) throw new AppError("BAD_REQUEST", "assistantDefaultOpenToAll");
  const id = await db.$transaction(async (tx) => {
    await defaultAssistantIn(tx, organizationId);
    await lockAssistants(tx, organizationId);
    const count = await tx.assistant.count({ where: { organizationId } });
    if (count >= ASSISTANTS_MAX) throw new AppError("CONFLICT", "assistantLimitReached");
    const created = await tx.assistant.create({
      data: {
        ...(await columnsOf(tx, organizationId, input)),
        organizationId,
        name: input.name,
        position: count,
      },
    });
    await writeScope(tx, organizationId, created.id, input);
    if (input.is_default) await makeDefault(tx, organizationId, created.id);
    await recordNamedChange(
      tx,
      "assistant.created",
      organizationId,
      { type: "assistant", id: created.id },
      input.name,
      actor,
    );
    return created.id;
  });
  return readAssistant(organizationId, id);
}

export async function updateAssistant(
  organizationId: string,
  id: string,
  changes: AssistantChanges,
  actor: AuditActor,
): Promise<AssistantDto> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await lockAssistants(tx, organizationId);
    const current = await ownAssistant(tx, organizationId, id);
    const becomesDefault = changes.is_default === true || current.isDefault;
    if (becomesDefault && changes.member_ids) throw new AppError("BAD_REQUEST", "assistantDefaultOpenToAll");
    await tx.assistant.update({
      where: { id },
      data: {
        ...(changes.name ? { name: changes.name } : {}),
        ...(await columnsOf(tx, organizationId, changes)),
      },
    });
    await writeScope(tx, organizationId, id, changes);
    if (changes.is_default && !current.isDefault) await makeDefault(tx, organizationId, id);
    await recordNamedChange(
      tx,
      "assistant.updated",
      organizationId,
      { type: "assistant", id },
      changes.name ?? current.name,
      actor,
    );
  });
  return readAssistant(organizationId, id);
}

/** Puts the organisation's assistants in `order`, which must name each of them exactly once. */
export async function reorderAssistants(
  organizationId: string,
  order: string[],
  actor: AuditActor,
): Promise<AssistantDto[]> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await lockAssistants(tx, organizationId);
    const ids = (await tx.assistant.findMany({ where: { organizationId }, select: { id: true } })).map(
      (a) => a.id,
    );
    if (
      new Set(order).size !== order.length ||
      order.length !== ids.length ||
      !order.every((id) => ids.includes(id))
    ) {
      throw new AppError("BAD_REQUEST", "assistantOrderInvalid");
    }
    for (const [position, id] of order.entries()) {
      await tx.assistant.update({ where: { id }, data: { position } });
    }
    await recordAuditEvent(tx, {
      action: "assistant.reordered",
      actorId: actor.actorId,
      organizationId,
      ip: actor.ip,
    });
  });
  return listAssistants(organizationId);
}

/** The default cannot be deleted (make another one the default first); its conversations fall back to it. */
export async function deleteAssistant(organizationId: string, id: string, actor: AuditActor): Promise<void> {
  const db = await getDb();
  const removed = await db.$transaction(async (tx) => {
    await lockAssistants(tx, organizationId);
    const current = await ownAssistant(tx, organizationId, id);
    if (current.isDefault) throw new AppError("CONFLICT", "assistantDefaultUndeletable");
    await tx.assistant.delete({ where: { id } });
    await recordNamedChange(
      tx,
      "assistant.deleted",
      organizationId,
      { type: "assistant", id },
      current.name,
      actor,
    );
    return current;
  });
  await discardStoredImage(removed.profileImageStorageKey);
}

async function readAssistant(organizationId: string, id: string): Promise<AssistantDto> {
  const db = await getDb();
  const row = await db.assistant.findFirst({ where: { id, organizationId }, include: ASSISTANT_SCOPE });
  if (!row) throw new AppError("NOT_FOUND", "assistantNotFound");
  return toAssistantDto(row);
}

async function ownAssistant(tx: Tx, organizationId: string, id: string) {
  const row = await tx.assistant.findFirst({ where: { id, organizationId } });
  if (!row) throw new AppError("NOT_FOUND", "assistantNotFound");
  return row;
}

/** The plain columns a request sets; an empty greeting or prompt clears it. */
async function columnsOf(tx: Tx, organizationId: string, input: AssistantChanges) {
  const data: Prisma.AssistantUncheckedUpdateInput = {};
  if (input.description !== undefined) data.description = input.description;
  if (input.greeting !== undefined) data.greeting = input.greeting || null;
  if (input.custom_prompt !== undefined) data.customPrompt = input.custom_prompt || null;
  if (input.tone !== undefined) data.tone = input.tone as AssistantTone;
  if (input.suggested_questions !== undefined) data.suggestedQuestions = input.suggested_questions;
  if (input.collection_ids !== undefined) {
    data.allContent = input.collection_ids === null;
    if (input.collection_ids) await assertOwn(tx, "collection", organizationId, input.collection_ids);
  }
  if (input.member_ids !== undefined) {
    data.openToAll = input.member_ids === null;
    if (input.member_ids) await assertOwn(tx, "user", organizationId, input.member_ids);
  }
  return data as Prisma.AssistantUncheckedCreateInput;
}

/** Ids of another organisation's collections or users are refused like unknown ones. */
async function assertOwn(tx: Tx, model: "collection" | "user", organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found =
    model === "collection"
      ? await tx.collection.count({ where: { organizationId, id: { in: unique } } })
      : await tx.user.count({ where: { organizationId, id: { in: unique } } });
  if (found !== unique.length) {
    throw new AppError(
      "BAD_REQUEST",
      model === "collection" ? "collectionNotFound" : "assistantMemberUnknown",
    );
  }
}

async function writeScope(tx: Tx, organizationId: string, assistantId: string, input: AssistantChanges) {
  if (input.collection_ids !== undefined) {
    await tx.assistantCollection.deleteMany({ where: { assistantId } });
    const ids = [...new Set(input.collection_ids ?? [])];
    await tx.assistantCollection.createMany({
      data: ids.map((collectionId) => ({ assistantId, collectionId })),
    });
  }
  if (input.member_ids !== undefined) {
    await tx.assistantMember.deleteMany({ where: { assistantId } });
    const ids = [...new Set(input.member_ids ?? [])];
    await tx.assistantMember.createMany({ data: ids.map((userId) => ({ assistantId, userId })) });
  }
}

/** The new default is opened to every member (see the file's comment). */
async function makeDefault(tx: Tx, organizationId: string, id: string) {
  await tx.assistant.updateMany({ where: { organizationId, isDefault: true }, data: { isDefault: false } });
  await tx.assistant.update({ where: { id }, data: { isDefault: true, openToAll: true } });
  await tx.assistantMember.deleteMany({ where: { assistantId: id } });
}
