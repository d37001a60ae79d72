import "server-only";
import { generateText, type LanguageModel } from "ai";
import { foldAccents } from "@/server/ai/text";

/**
 * LLM mode, before retrieval (issue 21): the question as the documents would put it. Employees ask
 * in colloquial Mexican Spanish, with typos, or in English («¿me regresan mi lana?»); the documents
 * are in formal Spanish («reembolso»). Full-text retrieval only finds words the documents use, so the
 * model first rewrites the question into their language and vocabulary. The rewrite only searches:
 * the answer is still written for the question as asked.
 */

/** A rewrite is a few words: if the model is slower than this, the question is searched as asked. */
export const REWRITE_TIMEOUT_MS = 8_000;
const REWRITE_MAX_CHARACTERS = 300;
const MAX_OUTPUT_TOKENS = 80;

export const REWRITE_SYSTEM_PROMPT = [
  "You turn an employee's question into a search query for the company's internal documents, which are written in formal Spanish.",
  "Rewrite the question in formal Spanish with the words such documents would use: replace slang, regional or colloquial words, English words and misspellings by their standard Spanish terms.",
  "Keep names, product names, brands, codes, numbers and amounts exactly as written.",
  "Do not answer the question and add nothing it does not ask.",
  "Reply with the query only, on one line, at most 25 words.",
].join(" ");

/**
 * The model's rewrite of `question`, or null when it has nothing better to offer (an empty reply, the
 * same words, a failure or a timeout): a rewrite must never cost the user an answer.
 */
export async function rewriteQuestion(
  model: LanguageModel,
  question: string,
  { signal, timeoutMs = REWRITE_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string | null> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const { text } = await generateText({
      model,
      system: REWRITE_SYSTEM_PROMPT,
      prompt: question,
      temperature: 0,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return usableRewrite(question, text);
  } catch {
    return null;
  }
}

/** The first line, without quotes or a "Consulta:" label, capped; null when it adds nothing. */
export function usableRewrite(question: string, reply: string): string | null {
  const line = (reply.split(/\r?\n/).find((candidate) => candidate.trim()) ?? "")
    .trim()
    .replace(/^["'«“]+|["'»”]+$/g, "")
    .replace(/^(?:consulta|query|búsqueda|busqueda)\s*:\s*/i, "")
    .replace(/^["'«“]+|["'»”]+$/g, "")
    .trim()
    .slice(0, REWRITE_MAX_CHARACTERS);
  if (!line) return null;
  const words = (text: string) =>
    foldAccents(text)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return words(line) === words(question) ? null : line;
}
