import "server-only";
import {
  COLLECTIONS_MAX,
  type CollectionDto,
  type CollectionItemKind,
  type CollectionItemsRequest,
} from "@/lib/validation/collections";
import { getDb, Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { recordAuditEvent, recordNamedChange, type AuditActor } from "@/server/services/audit";
import { ensureBelowOrganizationLimit } from "@/server/services/organization-limit";

/**
 * Collections (issue 23 point 2): named sets of an organisation's documents, knowledge blocks and
 * Q&A pairs that an assistant can be limited to. An item is named like its chunks (kind and id), so
 * retrieval restricts chunks with one EXISTS (retrieval/full-text.ts). Every query is scoped by the
 * organisation; another organisation's collection or item answers 404 like a missing one.
 */

export async function listCollections(organizationId: string): Promise<CollectionDto[]> {
  const db = await getDb();
  const rows = await db.collection.findMany({
    where: { organizationId },
    include: { items: { select: { sourceKind: true, sourceId: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    items: row.items.map((item) => ({ kind: item.sourceKind, id: item.sourceId })),
  }));
}

export async function createCollection(
  organizationId: string,
  name: string,
  actor: AuditActor,
): Promise<CollectionDto> {
  const db = await getDb();
  const created = await db
    .$transaction(async (tx) => {
      await ensureBelowOrganizationLimit(tx, {
        scope: `collections:${organizationId}`,
        limit: COLLECTIONS_MAX,
        count: () => tx.collection.count({ where: { organizationId } }),
        message: "collectionLimitReached",
      });
      const row = await tx.collection.create({ data: { organizationId, name } });
      await recordNamedChange(
        tx,
        "collection.created",
        organizationId,
        { type: "collection", id: row.id },
        name,
        actor,
      );
      return row;
    })
    .catch(duplicateName);
  return { id: created.id, name: created.name, items: [] };
}

export async function renameCollection(
  organizationId: string,
  id: string,
  name: string,
  actor: AuditActor,
): Promise<void> {
  const db = await getDb();
  await db
    .$transaction(async (tx) => {
      const { count } = await tx.collection.updateMany({ where: { id, organizationId }, data: { name } });
      if (count === 0) throw new AppError("NOT_FOUND", "collectionNotFound");
      await recordNamedChange(
        tx,
        "collection.renamed",
        organizationId,
        { type: "collection", id },
        name,
        actor,
      );
    })
    .catch(duplicateName);
}

/** Its items leave it; the sources themselves stay. An assistant limited to it no longer draws on it. */
export async function deleteCollection(organizationId: string, id: string, actor: AuditActor): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const found = await tx.collection.findFirst({ where: { id, organizationId } });
    if (!found) throw new AppError("NOT_FOUND", "collectionNotFound");
    await tx.collection.delete({ where: { id } });
    await recordNamedChange(
      tx,
      "collection.deleted",
      organizationId,
      { type: "collection", id },
      found.name,
      actor,
    );
  });
}

/** Puts the items into `add` and takes them out of `remove` (the training screen, per item or in bulk). */
export async function changeCollectionItems(
  organizationId: string,
  { kind, ids, add, remove }: CollectionItemsRequest,
  actor: AuditActor,
): Promise<void> {
  const sourceIds = [...new Set(ids)];
  const collectionIds = [...new Set([...add, ...remove])];
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const collections = await tx.collection.count({ where: { organizationId, id: { in: collectionIds } } });
    if (collections !== collectionIds.length) throw new AppError("NOT_FOUND", "collectionNotFound");
    if ((await countSources(tx, organizationId, kind, sourceIds)) !== sourceIds.length) {
      throw new AppError("NOT_FOUND", "collectionItemNotFound");
    }
    if (remove.length > 0) {
      await tx.collectionItem.deleteMany({
        where: {
          organizationId,
          sourceKind: kind,
          sourceId: { in: sourceIds },
          collectionId: { in: remove },
        },
      });
    }
    const toAdd = add.filter((id) => !remove.includes(id));
    if (toAdd.length > 0) {
      await tx.collectionItem.createMany({
        data: toAdd.flatMap((collectionId) =>
          sourceIds.map((sourceId) => ({ collectionId, organizationId, sourceKind: kind, sourceId })),
        ),
        skipDuplicates: true,
      });
    }
    await recordAuditEvent(tx, {
      action: "collection.items_changed",
      actorId: actor.actorId,
      organizationId,
      metadata: { kind, items: sourceIds.length, added: toAdd, removed: remove },
      ip: actor.ip,
    });
  });
}

function countSources(
  tx: Prisma.TransactionClient,
  organizationId: string,
  kind: CollectionItemKind,
  ids: string[],
) {
  const where = { organizationId, id: { in: ids } };
  if (kind === "document") return tx.document.count({ where });
  if (kind === "knowledge_block") return tx.knowledgeBlock.count({ where });
  return tx.qaPair.count({ where });
}

function duplicateName(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw new AppError("CONFLICT", "collectionNameTaken");
  }
  throw error;
}
