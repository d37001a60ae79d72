import "server-only";
import frequencyFile from "@/server/ai/lexicon/es-frequency.json";
import { CHUNK_TARGET_WORDS } from "@/server/ingest/chunk";

/**
 * How common a word is in everyday Spanish, from the frequency ranks of a large corpus of speech
 * (server/ai/lexicon/es-frequency.json, OpenSubtitles via OPUS, built by
 * scripts/build-spanish-frequency.mjs). Retrieval reads an organisation's word statistics beside it
 * (server/services/retrieval/plan.ts): fifteen knowledge blocks are too few to tell that «posible» or
 * «voy» say less about a question than «medicamento»; Spanish at large can.
 */

const RANKS: ReadonlyMap<string, number> = new Map(
  (frequencyFile as string[]).map((word, index) => [word, index + 1]),
);

const EULER_MASCHERONI = 0.5772;

// Zipf's law: the word of rank r makes 1/(r·H) of running text, H the list's harmonic number
// (approximate: the list is folded and has no one-letter words).
const HARMONIC = Math.log(RANKS.size) + EULER_MASCHERONI;

/**
 * How often the word (folded) occurs in an everyday chunk (CHUNK_TARGET_WORDS words of speech), at
 * most once: within a few per cent of the share of everyday chunks that hold it for any word rarer
 * than the two hundred commonest, which are worth little either way. 1 for «que», about 7 % for
 * «posible», 0 for a word everyday speech never uses (a product code, a term of the trade).
 */
export function everydayShare(foldedWord: string): number {
  const rank = RANKS.get(foldedWord);
  return rank === undefined ? 0 : Math.min(1, CHUNK_TARGET_WORDS / (rank * HARMONIC));
}
