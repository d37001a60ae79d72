import "server-only";
import { BoundedCache } from "@/server/ai/bounded-cache";
import { MATCHING_STOP_WORDS } from "@/server/ai/tuning";

/**
 * Word matching shared by the relevance gate and the extractive engine: accent-insensitive (like the
 * `unaccent` index), with a light Spanish/English stemmer so "devolución" meets "devoluciones" and
 * "product" meets "productos". It is deliberately crude: it only has to agree with itself.
 */

/** Lower case without diacritics ("Atención" → "atencion"); ñ folds to n, as `unaccent` does. */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const hasDigit = (word: string) => /\d/.test(word);

/**
 * A hyphenated word of letters written joined («wi-fi» → «wifi», «e-mail» → «email»), as content
 * often spells it; null for any other word (a code keeps its own spellings: retrieval/plan.ts).
 */
export const joinedSpelling = (word: string): string | null =>
  /^\p{L}+(?:-\p{L}+)+$/u.test(word) ? word.replace(/-/g, "") : null;

// Letters and digits after folding: ASCII plus the letter blocks of Unicode's BMP. Spelled as ranges
// because the equivalent \p{L} class is five times slower and words are most of an answer's cost.
const WORD_CHAR = "a-z0-9\\u00c0-\\u1fff\\u2c00-\\ud7ff\\uf900-\\uffef";
const WORD = new RegExp(`[${WORD_CHAR}]+(?:-[${WORD_CHAR}]+)*`, "g");

/**
 * Words in folded form. A hyphenated code ("SKU-4471-B") counts whole and by its numeric parts, so
 * a question naming "4471" still meets it while "SKU" alone does not match every product.
 */
export function words(text: string): string[] {
  const tokens = foldAccents(text).match(WORD) ?? [];
  const result: string[] = [];
  for (const token of tokens) {
    result.push(token);
    if (token.includes("-")) for (const part of token.split("-")) if (hasDigit(part)) result.push(part);
  }
  return result;
}

const VOWELS = "aeiou";

function stripInflection(word: string): string {
  if (word.length <= 3 || hasDigit(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("es") && w.length > 4 && !VOWELS.includes(w[w.length - 3])) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  const before = w;
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && (w.endsWith("ed") || w.endsWith("ly"))) w = w.slice(0, -2);
  // "shipping" → "shipp" → "ship"; "selling" keeps its "ll" to meet "sell".
  if (w !== before && /([^aeioulsfz])\1$/.test(w)) w = w.slice(0, -1);
  w = stripSpanishVerbEnding(w);
  if (w.length > 3 && "aeo".includes(w[w.length - 1])) w = w.slice(0, -1);
  return w;
}

// An infinitive or gerund with attached pronouns ("cambiarlo", "instalandose"), then the endings of
// the infinitive, gerund and participle: "apagar", "apagando" and "apagado" meet "apago" ("apag").
const ATTACHED_PRONOUN = /(?<=(?:ar|er|ir|ando|iendo))(?:lo|la|le|se|me|te|nos)$/;
const VERB_ENDING = /(?:ando|iendo|ado|ada|ido|ida|ar|er|ir)$/;

function stripSpanishVerbEnding(word: string): string {
  const bare = word.replace(ATTACHED_PRONOUN, "");
  const match = bare.match(VERB_ENDING);
  // Keep at least three letters of stem: "dar", "ver", "lado" and "vida" stay as they are.
  if (!match || bare.length - match[0].length < 3) return bare;
  return bare.slice(0, -match[0].length);
}

// Stemming every word of every chunk on every question is most of an extractive answer's cost; the
// vocabulary repeats, so a bounded memo makes it a lookup.
const STEM_CACHE_LIMIT = 50_000;
const stemCache = new Map<string, string>();

/**
 * Strips inflection only: plurals, a final gender vowel, English -ing/-ed/-ly, Spanish verb endings
 * (infinitive, gerund, participle, attached pronouns). Terms with digits
 * (codes, years, SKUs) are kept whole, since a part of a code is a different code.
 */
export function stem(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemmed = stripInflection(word);
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** The stems of the words that carry meaning, in order of first appearance, without repeats. */
export function contentTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of words(text)) {
    if (!MATCHING_STOP_WORDS.has(word) && (word.length > 1 || hasDigit(word))) terms.add(stem(word));
  }
  return [...terms];
}

// The gate and the extractive engine read the same passages and sentences again for every question
// whose search is cached: their stem sets are kept within about this many bytes (estimated: an
// entry's overhead, ~50 bytes a stem, the key's characters).
const STEM_SET_CACHE_BYTES = 24_000_000;
const stemSetBytes = (text: string, stems: ReadonlySet<string>) => 240 + 50 * stems.size + 2 * text.length;
const stemSets = new BoundedCache<string, ReadonlySet<string>>(STEM_SET_CACHE_BYTES, stemSetBytes);

/** The set of stems of every word, stop words included, for quick membership tests. */
export function stemSet(text: string): ReadonlySet<string> {
  return stemSets.getOrCompute(text, () => new Set(words(text).map(stem)));
}

/**
 * A word's stem, and those of its parts when it is a hyphenated name («max-depth»: max, depth); a code
 * stays whole («SKU-4471-B» is not every «SKU»: `words` keeps only its numbered parts).
 */
export const stemsOfWordAndParts = (word: string): string[] =>
  word.includes("-") && !hasDigit(word) ? [stem(word), ...word.split("-").map(stem)] : [stem(word)];

// Only units with hyphenated names differ from their `stemSet`; a quarter of its budget holds them.
const stemsWithPartsCache = new BoundedCache<string, ReadonlySet<string>>(
  STEM_SET_CACHE_BYTES / 4,
  stemSetBytes,
);

/** `stemSet`, with the parts of hyphenated names: an option line's `--max-depth` says «depth». */
export function stemsWithParts(text: string): ReadonlySet<string> {
  return stemsWithPartsCache.getOrCompute(text, () => {
    const stems = stemSet(text);
    const parts = words(text).filter((word) => word.includes("-") && !hasDigit(word));
    return parts.length === 0 ? stems : new Set([...stems, ...parts.flatMap(stemsOfWordAndParts)]);
  });
}
