import "server-only";
import type { ProbeResult } from "@/lib/validation/probe";
import { answerQuestion } from "@/server/services/chat/answer-question";

/** Longer passages are cut here: the admin needs to recognise the source, not reread it whole. */
const PASSAGE_PREVIEW_CHARS = 400;

/**
 * The training screen's "Probar" box: the chat's own retrieval and relevance gate for a question,
 * without answering it and without storing an interaction (so a test never shows in the report).
 */
export async function probeQuestion(organizationId: string, question: string): Promise<ProbeResult> {
  const { passages } = await answerQuestion(organizationId, question, { locale: "es", engine: null });
  return {
    answers: passages.length > 0,
    passages: passages.map((chunk) => ({
      kind: chunk.sourceKind,
      source_id: chunk.sourceId,
      title: chunk.title,
      page: chunk.page,
      text:
        chunk.text.length > PASSAGE_PREVIEW_CHARS
          ? `${chunk.text.slice(0, PASSAGE_PREVIEW_CHARS)}…`
          : chunk.text,
    })),
  };
}
