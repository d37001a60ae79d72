import "server-only";
import { answersWithModelServer as modelServerConfigured } from "@/server/ai/engine";

/**
 * Whether answers come from a model server (the custom prompt shapes them) or from the embedded
 * extractive engine (answers quote the content; the custom prompt is kept for later): the same
 * decision server/ai/engine.ts makes when it picks the engine.
 */
export function answersWithModelServer(): boolean {
  return modelServerConfigured();
}
