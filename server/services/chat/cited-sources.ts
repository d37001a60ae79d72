import "server-only";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { sanitizeKnowledgeHtml } from "@/server/ingest/sanitize-html";

/**
 * What the chat shows when a member opens a cited source: any member of the organisation may read
 * what the assistant may quote, and nothing else. Another organisation's source, an inactive block or
 * pair and an unprocessed document all answer 404, as they are not part of the answers either.
 */
export type CitedSource =
  | { kind: "knowledge_block"; id: string; title: string; content: string }
  | { kind: "qa_pair"; id: string; title: string; content: string }
  | { kind: "document"; id: string; title: string; url: string };

const notFound = () => new AppError("NOT_FOUND", "sourceNotFound");

export async function getCitedSource(organizationId: string, kind: string, id: string): Promise<CitedSource> {
  const source = await findSource(organizationId, kind, id);
  if (!source) throw notFound();
  return source;
}

async function findSource(organizationId: string, kind: string, id: string): Promise<CitedSource | null> {
  const db = await getDb();
  switch (kind) {
    case "knowledge_block": {
      const block = await db.knowledgeBlock.findFirst({
        where: { id, organizationId, isActive: true },
        select: { title: true, contentHtml: true },
      });
      // Sanitised again on the way out, like every read of a block (DESIGN §2 "Rich text").
      return block && { kind, id, title: block.title, content: sanitizeKnowledgeHtml(block.contentHtml) };
    }
    case "qa_pair": {
      const pair = await db.qaPair.findFirst({
        where: { id, organizationId, isActive: true },
        select: { question: true, answer: true },
      });
      return pair && { kind, id, title: pair.question, content: pair.answer };
    }
    case "document": {
      const document = await db.document.findFirst({
        where: { id, organizationId, status: "processed" },
        select: { filename: true },
      });
      return document && { kind, id, title: document.filename, url: `/api/documents/${id}/file` };
    }
    default:
      return null;
  }
}
