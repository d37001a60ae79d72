import "server-only";
import type { z } from "zod";
import { containsControlCharacters } from "@/lib/validation/control-characters";
import { AppError } from "@/server/errors";

/**
 * Validates already-parsed input (query parameters, form fields) with the same error shape. Text with
 * control characters is refused before the schema sees it, whatever the schema says.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  if (containsControlCharacters(data)) throw new AppError("BAD_REQUEST", "controlCharacters");
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue?.message && /^[a-zA-Z][\w.]*$/.test(issue.message) ? issue.message : "invalidInput";
    throw new AppError("BAD_REQUEST", key);
  }
  return result.data;
}
