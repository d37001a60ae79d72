import "server-only";
import { createEmbeddedEngine } from "@/server/ai/extractive";
import { createLlmEngine } from "@/server/ai/llm";
import type { AnswerEngine } from "@/server/ai/types";
import { config, type AppConfig } from "@/server/config";

/**
 * The answer engine for this deployment (DESIGN §7, §10): the LLM when OPENAI_API_KEY is set
 * (OPENAI_BASE_URL and AI_MODEL choose the server and model), the offline extractive engine otherwise.
 */
type ModelServer = Omit<AppConfig["ai"], "transcriptionModel">;

export function answerEngine(ai: ModelServer = config().ai): AnswerEngine {
  if (!ai.apiKey) return createEmbeddedEngine();
  return createLlmEngine({ apiKey: ai.apiKey, baseURL: ai.baseUrl, model: ai.model });
}

/** Whether `answerEngine` answers with a model server (OPENAI_API_KEY set) rather than the embedded engine. */
export function answersWithModelServer(ai: Pick<ModelServer, "apiKey"> = config().ai): boolean {
  return Boolean(ai.apiKey);
}
