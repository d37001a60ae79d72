import "server-only";
import { BoundedCache } from "@/server/ai/bounded-cache";
import { stem, words } from "@/server/ai/text";
import { PROXIMITY_WINDOW_WORDS } from "@/server/ai/tuning";

/**
 * Proximity: a passage where the question's words come together, in a sentence or two, is about what
 * the question asks; one where they are scattered over a page only mentions them. "¿Qué compilador de
 * C trae Debian?" is answered by "Programa sencillo en C (gcc)… el compilador…", not by a page that
 * says "Debian" at the top, "compilador" in one paragraph and "-c" in another.
 *
 * Full-text ranking counts which of the question's words a chunk contains, wherever they are. The
 * best candidates it finds are then credited with the weight of the question's words found within
 * one window of WINDOW_WORDS consecutive words (the window that holds the most), so that among chunks
 * with the same words the one that says them together comes first.
 */

const WINDOW_WORDS = PROXIMITY_WINDOW_WORDS;

/** A searched word of the question: its stems (with those of its equivalents) and its weight. */
export type ProximityTerm = { stems: string[]; weight: number };

/** A text's words as stems, each with its position (an option's parts share its position). */
type StemmedWords = { stems: string[]; positions: number[] };

// The best candidates of one question are often those of the next (the same sections answer many
// questions), so each chunk text's stemmed words are kept within about this many words in all
// (~27 bytes each, ~14 MB: a few thousand chunks).
const STEMMED_WORDS_LIMIT = 500_000;
const stemmedTexts = new BoundedCache<string, StemmedWords>(
  STEMMED_WORDS_LIMIT,
  (_, { stems }) => stems.length,
);

function stemmedWords(text: string): StemmedWords {
  return stemmedTexts.getOrCompute(text, () => {
    const stemmed: StemmedWords = { stems: [], positions: [] };
    words(text).forEach((word, position) => {
      // An option or a compound ("--human-readable") holds words of its own.
      for (const part of word.includes("-") ? [word, ...word.split("-")] : [word]) {
        stemmed.stems.push(stem(part));
        stemmed.positions.push(position);
      }
    });
    return stemmed;
  });
}

/**
 * The summed weight of the distinct terms found together in the best window of `text`, or 0 when no
 * window holds two of them: one word alone is not said together with anything.
 */
export function bestWindowWeight(text: string, terms: ProximityTerm[]): number {
  const termOf = new Map<string, number>();
  terms.forEach((term, index) => term.stems.forEach((s) => termOf.has(s) || termOf.set(s, index)));
  // Positions of words that are one of the terms, with the term they are.
  const hits: { position: number; term: number }[] = [];
  const { stems, positions } = stemmedWords(text);
  stems.forEach((stemmed, i) => {
    const term = termOf.get(stemmed);
    if (term !== undefined) hits.push({ position: positions[i], term });
  });
  const inWindow = new Map<number, number>();
  let weight = 0;
  let best = 0;
  let start = 0;
  for (const hit of hits) {
    inWindow.set(hit.term, (inWindow.get(hit.term) ?? 0) + 1);
    if (inWindow.get(hit.term) === 1) weight += terms[hit.term].weight;
    while (hit.position - hits[start].position >= WINDOW_WORDS) {
      const left = hits[start++].term;
      inWindow.set(left, inWindow.get(left)! - 1);
      if (inWindow.get(left) === 0) {
        inWindow.delete(left);
        weight -= terms[left].weight;
      }
    }
    if (inWindow.size >= 2) best = Math.max(best, weight);
  }
  return best;
}
