import { z } from "zod";

/**
 * Synonyms an admin defines for the organisation's assistant («lana = dinero, sueldo»): words the
 * employees use that the documents do not. Shared by the training screen's form and the API. Issue
 * messages are keys of the "Validation" messages.
 */
export const SYNONYM_WORD_MAX = 40;
export const SYNONYM_EQUIVALENTS_MAX = 8;
/** Enough for an SMB's own vocabulary; one row each, listed in full on the training screen. */
export const SYNONYMS_MAX = 200;

// A word or a short phrase of letters and digits (any language), with inner spaces, hyphens,
// apostrophes or dots: no punctuation that would read as a list or an equation.
const WORD_PATTERN = /^[\p{L}\p{N}]+(?:[ .'-][\p{L}\p{N}]+){0,3}$/u;

const ZSynonymWord = z
  .string({ error: "synonymWordRequired" })
  .trim()
  .transform((word) => word.replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "synonymWordRequired")
      .max(SYNONYM_WORD_MAX, "synonymWordTooLong")
      .regex(WORD_PATTERN, "synonymWordInvalid"),
  );

export const ZSynonymRequest = z
  .object({
    term: ZSynonymWord,
    equivalents: z
      .array(ZSynonymWord, { error: "synonymEquivalentsRequired" })
      .min(1, "synonymEquivalentsRequired")
      .max(SYNONYM_EQUIVALENTS_MAX, "synonymTooManyEquivalents"),
  })
  .refine(
    ({ term, equivalents }) => !equivalents.some((word) => normalizeSynonym(word) === normalizeSynonym(term)),
    { message: "synonymSameWord", path: ["equivalents"] },
  );

export type SynonymRequest = z.infer<typeof ZSynonymRequest>;

export type SynonymDto = { id: string; term: string; equivalents: string[]; created_at: string };

/** How a word is compared: lower case, without accents, single spaces («Lána » is «lana»). */
export function normalizeSynonym(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * Reads the form's one line, «lana = dinero, sueldo», into a request: the word before «=» and the
 * comma-separated words after it. Returns null when there is no «=».
 */
export function parseSynonymLine(line: string): { term: string; equivalents: string[] } | null {
  const separator = line.indexOf("=");
  if (separator < 0) return null;
  const equivalents = line
    .slice(separator + 1)
    .split(/[,;]/)
    .map((word) => word.trim())
    .filter(Boolean);
  return { term: line.slice(0, separator).trim(), equivalents };
}
