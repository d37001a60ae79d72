import "server-only";
import { getDb } from "@/server/db";
import { INGEST_VERSION } from "@/server/ingest/version";
import { indexKnowledgeBlock, indexQaPair } from "@/server/services/retrieval/indexing";

/**
 * Knowledge blocks and Q&A pairs indexed under older rules (INGEST_VERSION), re-indexed one at a time
 * by the indexing queue (server/services/indexing-queue.ts). Each is small: its chunks are replaced in
 * one transaction, the way an edit replaces them. The row is locked first and read after, so an edit
 * committed meanwhile is what gets indexed, never the text it replaced.
 */

export const OUTDATED_SOURCE = { ingestVersion: { lt: INGEST_VERSION } };

export async function reindexKnowledgeBlock(id: string): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "KnowledgeBlock"
      WHERE "id" = ${id} AND "ingestVersion" < ${INGEST_VERSION} FOR UPDATE`;
    if (locked.length === 0) return; // deleted, or an edit already indexed it under the current rules
    await indexKnowledgeBlock(tx, await tx.knowledgeBlock.findUniqueOrThrow({ where: { id } }));
  });
}

export async function reindexQaPair(id: string): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "QaPair"
      WHERE "id" = ${id} AND "ingestVersion" < ${INGEST_VERSION} FOR UPDATE`;
    if (locked.length === 0) return;
    await indexQaPair(tx, await tx.qaPair.findUniqueOrThrow({ where: { id } }));
  });
}
