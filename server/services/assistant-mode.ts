import "server-only";
import { config } from "@/server/config";

/**
 * Whether answers come from a model server (OPENAI_API_KEY set: the custom prompt shapes them) or
 * from the embedded extractive engine (answers quote the content; the custom prompt is kept for later).
 * Mirrors server/ai/engine.ts, which picks the engine on the same variable.
 */
export function answersWithModelServer(): boolean {
  return Boolean(config().ai.apiKey);
}
