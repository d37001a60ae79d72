import { isRelevantEnough } from "@/server/ai/relevance";
import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { testDb } from "@/tests/helpers/test-db";

/** A knowledge block as a test writes it: a key to find it by, its title and its HTML. */
export type BlockFixture = [key: string, title: string, html: string];

/** Creates the organisation and saves its blocks as the training screen does; their ids by key. */
export async function organizationWithBlocks(
  organizationId: string,
  blocks: BlockFixture[],
): Promise<Record<string, string>> {
  const db = await testDb();
  await db.organization.create({ data: { id: organizationId, name: organizationId } });
  const ids: Record<string, string> = {};
  for (const [key, title, html] of blocks)
    ids[key] = (await createKnowledgeBlock(organizationId, { title, content: html })).id;
  return ids;
}

/** The source the question is answered from (the top passage, if it passes the gate), or undefined. */
export async function answeringSource(organizationId: string, question: string): Promise<string | undefined> {
  const chunks = await searchChunks(organizationId, question);
  return isRelevantEnough(question, chunks) ? chunks[0]?.sourceId : undefined;
}
