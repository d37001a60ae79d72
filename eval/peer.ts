/**
 * The BM25 peer: MiniSearch (a plain in-memory BM25 library) over the very chunks the app indexed for
 * the organisation, with accent folding and no other help (no stemming, no translation). Its answer
 * is the two sentences of its best chunk that share the most words with the question; it declines
 * below a score threshold, and to be fair to it the threshold is the one that serves it best on this
 * very run (most off-topic declined minus answerable declined).
 */
import MiniSearch from "minisearch";
import { getDb } from "@/server/db";

export type PeerChunk = {
  id: string;
  title: string;
  page: number | null;
  heading: string | null;
  text: string;
};
export type PeerReply = { titles: string[]; answer: string; score: number };

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The organisation's indexed chunks with their source's title (the file name for documents). */
export async function organizationChunks(organizationId: string): Promise<PeerChunk[]> {
  const db = await getDb();
  return db.$queryRawUnsafe<PeerChunk[]>(
    `SELECT c."id", COALESCE(kb."title", qa."question", d."filename") AS "title", c."page", c."heading", c."text"
     FROM "Chunk" c
     LEFT JOIN "KnowledgeBlock" kb ON c."sourceKind" = 'knowledge_block' AND kb."id" = c."sourceId"
     LEFT JOIN "QaPair" qa ON c."sourceKind" = 'qa_pair' AND qa."id" = c."sourceId"
     LEFT JOIN "Document" d ON c."sourceKind" = 'document' AND d."id" = c."sourceId"
     WHERE c."organizationId" = $1`,
    organizationId,
  );
}

export function createPeer(chunks: PeerChunk[]) {
  const search = new MiniSearch<PeerChunk>({
    fields: ["heading", "text"],
    storeFields: ["title", "text"],
    processTerm: (term) => fold(term),
  });
  search.addAll(chunks);
  return (question: string): PeerReply => {
    const results = search.search(question, { combineWith: "OR" });
    const titles = results.slice(0, 3).map((result) => result.title as string);
    const top = results[0];
    if (!top) return { titles, answer: "", score: 0 };
    const terms = new Set(fold(question).split(/[^\p{L}\p{N}]+/u));
    const sentences = (top.text as string).split(/(?<=[.!?:])\s+|\n/);
    const shared = (sentence: string) =>
      fold(sentence)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => terms.has(w)).length;
    const best = sentences
      .map((sentence, index) => ({ sentence, index, shared: shared(sentence) }))
      .sort((a, b) => b.shared - a.shared || a.index - b.index)
      .slice(0, 2)
      .sort((a, b) => a.index - b.index);
    return { titles, answer: best.map((entry) => entry.sentence).join(" "), score: top.score };
  };
}
