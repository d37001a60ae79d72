import "server-only";
import { englishEquivalents, isEnglishQuestion } from "@/server/ai/bilingual";
import { undiphthongized } from "@/server/ai/derivations";
import { contentTerms, foldAccents, stem, words } from "@/server/ai/text";
import { BRIDGE_WEIGHT, EXTRACTIVE, TYPO_MAX_UNBRIDGED_LETTERS } from "@/server/ai/tuning";
import {
  editDistance,
  isClippingOf,
  isDictionaryWord,
  mayBeClipped,
  typoEditsAllowed,
  unitTargets,
} from "@/server/ai/word-lists";

/**
 * What a Spanish question's word stands for in the passages when they never write it, for choosing
 * the sentence to quote (server/ai/extractive.ts) the way retrieval read the question (server/services/
 * retrieval/bridges.ts): the word a verb form or a unit of measure leads to («cierran» is «cerrado»,
 * «kilos» are «kg»), or else the passage word a clipped word begins («secu» is «secundaria»), or else
 * the passage word a typo is one or two letters off («abrasadera» is «abrazadera»; sought among the
 * passages' own words, so it also mends a word the organisation uses elsewhere), each at its bridge's
 * weight (BRIDGE_WEIGHT); and the word's English equivalents at
 * `translatedShare` (Spanish manuals keep English option names: «profundidad» is the `--max-depth` of
 * an option line). Not the colloquialisms' or the thesaurus's words: each leads to several senses
 * («checar» to «entrada», «salida», «registro»), which would choose a sentence about another of them.
 * Each stand-in term with its share of a written word's weight; none for an English question, whose
 * Spanish equivalents are already its terms.
 */
export function standIns(
  question: string,
  asked: readonly string[],
  units: readonly { text: string; stems: ReadonlySet<string> }[],
): Map<string, number> {
  const shares = new Map<string, number>();
  if (isEnglishQuestion(question)) return shares;
  const inPassages = (term: string) => units.some((unit) => unit.stems.has(term));
  const missing = [...new Set(words(question))].filter(
    (word) => asked.includes(stem(word)) && !inPassages(stem(word)),
  );
  const add = (terms: string[], share: number) => {
    for (const term of terms)
      if (!asked.includes(term) && share > (shares.get(term) ?? 0)) shares.set(term, share);
  };
  let passageWords: Map<string, number> | undefined;
  for (const word of missing) {
    add(englishEquivalents(word).flatMap(contentTerms), EXTRACTIVE.translatedShare);
    // Tried in order, the first whose words the passages write winning.
    const options: [keyof typeof BRIDGE_WEIGHT, () => string[]][] = [
      ["verb", () => [undiphthongized(word) ?? ""].filter(Boolean)],
      ["unit", () => unitTargets(word)],
      ["clipping", () => clippingExpansion(word, (passageWords ??= wordCounts(units)))],
      ["typo", () => typoCorrection(word, (passageWords ??= wordCounts(units)))],
    ];
    for (const [kind, targets] of options) {
      const found = targets().flatMap(contentTerms).filter(inPassages);
      if (found.length === 0) continue;
      add(found, BRIDGE_WEIGHT[kind]);
      break;
    }
  }
  return shares;
}

/** How often each word (folded) occurs in the passages. */
function wordCounts(units: readonly { text: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const unit of units)
    for (const word of words(unit.text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The passage word a misspelt one is closest to, within the edits its length allows (fewest edits,
 * then the most frequent); none for a short word, a code or a word a dictionary knows.
 */
function typoCorrection(word: string, passageWords: ReadonlyMap<string, number>): string[] {
  const folded = foldAccents(word);
  if (/\p{N}/u.test(folded) || folded.length <= TYPO_MAX_UNBRIDGED_LETTERS || isDictionaryWord(folded))
    return [];
  const allowed = typoEditsAllowed(folded.length);
  let best: { word: string; edits: number; count: number } | null = null;
  for (const [candidate, count] of passageWords) {
    if (candidate.length <= TYPO_MAX_UNBRIDGED_LETTERS) continue;
    const edits = editDistance(folded, candidate, allowed);
    if (edits > allowed || edits === 0) continue;
    if (!best || edits < best.edits || (edits === best.edits && count > best.count))
      best = { word: candidate, edits, count };
  }
  return best ? [best.word] : [];
}

/** The passage word a clipped one begins that the passages use most («secu» → «secundaria»), or none. */
function clippingExpansion(word: string, passageWords: ReadonlyMap<string, number>): string[] {
  const folded = foldAccents(word);
  if (!mayBeClipped(folded)) return [];
  let best: { word: string; count: number } | null = null;
  for (const [candidate, count] of passageWords)
    if (isClippingOf(folded, candidate) && (!best || count > best.count)) best = { word: candidate, count };
  return best ? [best.word] : [];
}
