import "server-only";
import { verbRoot } from "@/server/ai/derivations";
import { COLLOQUIAL_MX } from "@/server/ai/lexicon/colloquial-mx";
import thesaurusFile from "@/server/ai/lexicon/es-thesaurus.json";
import { UNITS } from "@/server/ai/lexicon/units";
import { foldAccents, stem } from "@/server/ai/text";
import {
  CLIPPING_MIN_DROPPED_LETTERS,
  MAX_BRIDGE_TARGETS,
  TYPO_MAX_EDITS_LONG,
  TYPO_MAX_EDITS_SHORT,
  TYPO_MAX_UNBRIDGED_LETTERS,
  TYPO_SHORT_LETTERS,
} from "@/server/ai/tuning";

/**
 * The word lists a question word the content never writes is read through (issue 21 points 4–5), by
 * retrieval (server/services/retrieval/bridges.ts) and by the embedded engine's choice of what to
 * quote (server/ai/extractive.ts): the colloquialisms of work life, the thesaurus, the units of
 * measure, the edit distance a typo is measured by and the words a clipping may stand for.
 */

const THESAURUS: Readonly<Record<string, string[]>> = thesaurusFile;

/**
 * Looks words up in a word list: as written, else by stem (a key meets its inflections), else as the
 * infinitive of the verb the word may be a conjugation of («reciben» finds «recibir»). A list whose
 * keys are themselves conjugated («abren», «llevan»: how employees ask) also meets the verb's other
 * forms by its root («abre», «llevarlo»). Indexes are built on first use.
 */
function wordList(
  list: Readonly<Record<string, readonly string[]>>,
  { conjugatedKeys }: { conjugatedKeys: boolean },
): (token: string) => string[] {
  let index: Map<string, string[]> | null = null;
  const build = () => {
    const entries = new Map<string, string[]>();
    const add = (key: string, targets: readonly string[]) =>
      entries.set(key, [...new Set([...(entries.get(key) ?? []), ...targets])]);
    for (const [word, targets] of Object.entries(list)) add(stem(word), targets);
    // After the stems, so that a key's own stem comes first.
    if (conjugatedKeys)
      for (const [word, targets] of Object.entries(list)) {
        const root = verbRoot(word);
        if (root && !entries.has(root)) add(root, targets);
      }
    return entries;
  };
  const entry = (word: string): readonly string[] => {
    index ??= build();
    if (Object.hasOwn(list, word)) return list[word];
    const byStem = index.get(stem(word));
    if (byStem) return byStem;
    const root = verbRoot(word);
    if (!root) return [];
    const infinitive = ["ar", "er", "ir"]
      .map((ending) => root + ending)
      .find((verb) => Object.hasOwn(list, verb));
    if (infinitive) return list[infinitive];
    return (conjugatedKeys && index.get(root)) || [];
  };
  return (token) => entry(foldAccents(token)).slice(0, MAX_BRIDGE_TARGETS);
}

export const colloquialTargets = wordList(COLLOQUIAL_MX, { conjugatedKeys: true });

export const thesaurusTargets = wordList(THESAURUS, { conjugatedKeys: false });

export const unitTargets = wordList(UNITS, { conjugatedKeys: false });

/**
 * A word a dictionary knows (the thesaurus or the colloquialisms) is a real word the employee chose,
 * not a misspelling: it is bridged by meaning, never corrected to a word that merely looks like it
 * («correr» is not «correo»), and read as a clipping only of a word no dictionary knows
 * (`isClippingOf`).
 */
export const isDictionaryWord = (token: string) =>
  colloquialTargets(token).length > 0 || thesaurusTargets(token).length > 0;

/**
 * Edit distance counting two swapped neighbouring letters as one edit, a single slip of the finger
 * («garnatía», «presoin»), like an insertion, deletion or substitution (optimal string alignment).
 * Stops early past `max` (returns max + 1 then).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      best = Math.min(best, current[j]);
    }
    // A swap reaches back two rows, but to a cell at most one less than its neighbour in the row
    // before: once a whole row is past `max`, every later one is too.
    if (best > max) return max + 1;
    [beforePrevious, previous] = [previous, current];
  }
  return Math.min(previous[b.length], max + 1);
}

/**
 * How a Spanish word sounds in Mexico, written one way: a silent «h» dropped; «z», and «c» before
 * «e»/«i», as «s»; «c», «qu» and «k» for the sound of «k» as «k»; «g» before «e»/«i» as «j»; «ll» as
 * «y»; «v» as «b»; «w» as «u»; a doubled letter once. Two spellings of one word («aseptan», «aceptan»;
 * «alberka», «alberca»; «yave», «llave») share it. The SQL twin, es_sound_key (migration
 * 20261209100000), finds the organisation's words that sound like a misspelt one; a test keeps them
 * equal.
 */
export function soundKey(word: string): string {
  return foldAccents(word.toLowerCase())
    .replaceAll("ch", "1")
    .replaceAll("h", "")
    .replace(/qu([ei])/g, "k$1")
    .replace(/g([ei])/g, "j$1")
    .replace(/gu([ei])/g, "g$1")
    .replace(/c([ei])/g, "s$1")
    .replaceAll("ll", "y")
    .replace(/[czvw]/g, (letter) => ({ c: "k", z: "s", v: "b", w: "u" })[letter]!)
    .replace(/(.)\1+/g, "$1");
}

/**
 * The edits between a misspelt word and a word of the content: as written, or, for a Spanish question,
 * as they sound (`soundKey`), whichever is fewer, so a word spelt as it sounds is as close as one a
 * letter off. (Spanish sounds say nothing of English spelling: «cell» is not «sell».)
 */
export const typoEdits = (misspelt: string, word: string, max: number, { bySound }: { bySound: boolean }) =>
  Math.min(
    editDistance(misspelt, word, max),
    bySound ? editDistance(soundKey(misspelt), soundKey(word), max) : max + 1,
  );

/** The edits a misspelt word of this many letters may be corrected by. */
export const typoEditsAllowed = (letters: number) =>
  letters <= TYPO_SHORT_LETTERS ? TYPO_MAX_EDITS_SHORT : TYPO_MAX_EDITS_LONG;

/**
 * Whether a folded word may be a clipping of a longer one («secu», «prepa», «profe», «basquet»): letters
 * only, and longer than a word a typo never bridges. Retrieval reads a word the dictionaries know as
 * one only when the content uses none of its senses (server/services/retrieval/bridges.ts).
 */
export const mayBeClipped = (folded: string) =>
  /^\p{L}+$/u.test(folded) && [...folded].length > TYPO_MAX_UNBRIDGED_LETTERS;

/**
 * Whether `word` is one a clipped `clipped` stands for: it begins with it and drops a syllable or more;
 * and when the dictionaries know `clipped` («basquet»), they do not know `word` («basquetbol»): a
 * real word that begins another real word is another word («sala» is not «salario»).
 */
export const isClippingOf = (clipped: string, word: string) =>
  word.startsWith(clipped) &&
  [...word].length >= [...clipped].length + CLIPPING_MIN_DROPPED_LETTERS &&
  !(isDictionaryWord(clipped) && isDictionaryWord(word));
