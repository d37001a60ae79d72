import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { embedMany } from "ai";
import { config } from "@/server/config";

/**
 * The embedding provider for hybrid retrieval (DESIGN §7): any OpenAI-compatible `/embeddings`
 * endpoint. Enabled only when both OPENAI_API_KEY and EMBEDDING_MODEL are set (OPENAI_BASE_URL is
 * optional); otherwise retrieval is full-text only. Never call it inside a database transaction: on
 * PGlite every other query would wait behind the provider's latency.
 */

/** Texts per provider request. OpenAI accepts up to 2,048 inputs; smaller batches fail cheaper. */
const EMBEDDING_BATCH = 64;
/** A chunk is at most a few thousand characters; this only guards against token limits. */
const MAX_INPUT_CHARS = 8_000;
/** Indexing runs in the background and can afford to wait; a question cannot. */
const INDEX_TIMEOUT_MS = 30_000;
const QUERY_TIMEOUT_MS = 3_000;

export function embeddingsConfigured(): boolean {
  const { apiKey, embeddingModel } = config().ai;
  return Boolean(apiKey && embeddingModel);
}

function model() {
  const { apiKey, baseUrl, embeddingModel } = config().ai;
  if (!apiKey || !embeddingModel) throw new Error("Embeddings are not configured");
  return createOpenAI({ apiKey, baseURL: baseUrl }).embedding(embeddingModel);
}

/**
 * Embeds `texts` in order, EMBEDDING_BATCH at a time (one request after another: background work must
 * not hog the provider's rate limit). Throws on a provider failure or timeout.
 */
export async function embedTexts(
  texts: string[],
  {
    timeoutMs = INDEX_TIMEOUT_MS,
    maxRetries = 1,
    signal,
  }: { timeoutMs?: number; maxRetries?: number; signal?: AbortSignal } = {},
): Promise<number[][]> {
  const embeddingModel = model();
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += EMBEDDING_BATCH) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const { embeddings } = await embedMany({
      model: embeddingModel,
      values: texts.slice(start, start + EMBEDDING_BATCH).map((text) => text.slice(0, MAX_INPUT_CHARS)),
      maxRetries,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    vectors.push(...embeddings);
  }
  return vectors;
}

/** One question's embedding, with the short timeout of a chat request. */
export async function embedQuery(question: string, signal?: AbortSignal): Promise<number[]> {
  const [vector] = await embedTexts([question], { timeoutMs: QUERY_TIMEOUT_MS, maxRetries: 0, signal });
  return vector;
}
