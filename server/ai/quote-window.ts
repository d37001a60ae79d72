import "server-only";
import { answerSpans, type AnswerType } from "@/server/ai/answer-types";
import { contentTerms, foldAccents, stemsOfWordAndParts, words } from "@/server/ai/text";
import {
  NUMBER_WORDS,
  QUOTE_ANSWER_TYPE_SHARE,
  QUOTE_LEAD_IN_WORDS,
  QUOTE_REPEAT_SHARE,
  QUOTE_TAIL_WORDS,
} from "@/server/ai/tuning";

/**
 * The stretch of a long sentence worth quoting. Text extracted from PDFs often runs for a whole page
 * without a sentence boundary (tables, option lists, lines that start in lower case), and quoting it
 * all buries the answer. The window of `maxWords` words that holds the most of the question's
 * weight is kept, marked with "…" where it was cut:
 * - each question term counts once, plus a little for each repetition;
 * - two consecutive meaningful words of the question written the same way in the text ("dpkg -S", "cp -p")
 *   count as much as the question's weightiest term: that is what was asked for, verbatim;
 * - the window's first few words earn nothing, so that what the answer is about starts after a
 *   little context ("gpg --gen-key", not "--gen-key");
 * - nor do its last few, unless it ends the text: what answers follows what matches ("Tiempo de
 *   llenado …: CS-300, 12 minutos", "sábados de 8:00 a 13:00"), so the quote goes on past the words;
 * - when the question asks for a kind of answer (a quantity, a time, an amount, a form, a place:
 *   answer-types.ts), a window holding one earns a share of the weightiest term, once: a table's
 *   row is quoted with its value, not only with its label;
 * - of the windows worth the most, the middle one: what was found sits in the middle of the quote;
 * - a window never ends on a number: it moves on a word to what the number counts («7 días»).
 */
export function quoteWindow(
  text: string,
  weights: ReadonlyMap<string, number>,
  maxWords: number,
  question: string,
  types: readonly AnswerType[] = [],
): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= maxWords) return text;
  const typedAt = typedTokens(text, tokens.length, types);
  // Tokens are not worth the stem-set cache: each is a few letters, and there are many.
  const termsAt = tokens.map((token) =>
    [...new Set(words(token).flatMap(stemsOfWordAndParts))].filter((term) => weights.has(term)),
  );
  const pairs = wordPairs(question);
  const phraseWeight = Math.max(0, ...weights.values());
  const phraseAt = tokens.map((token, i) => i + 1 < tokens.length && pairs.has(pairOf(token, tokens[i + 1])));

  // A short window keeps most of its words for what it counts.
  const tail = Math.min(TAIL_WORDS, Math.floor(maxWords / 4));

  // Every start whose window is worth the most: the middle one centres what was found.
  let bestWorth = -1;
  let bestStarts: number[] = [];
  for (let start = 0; start + maxWords <= tokens.length; start++) {
    const seen = new Set<string>();
    let worth = 0;
    let typed = false;
    const counted = start + maxWords - (start + maxWords < tokens.length ? tail : 0);
    for (let i = start + (start > 0 ? LEAD_IN_WORDS : 0); i < start + maxWords; i++) {
      typed ||= typedAt[i];
      if (i >= counted) continue;
      for (const term of termsAt[i]) {
        worth += weights.get(term)! * (seen.has(term) ? REPEAT_SHARE : 1);
        seen.add(term);
      }
      if (phraseAt[i] && i + 1 < start + maxWords) worth += phraseWeight;
    }
    if (typed) worth += QUOTE_ANSWER_TYPE_SHARE * phraseWeight;
    if (worth > bestWorth + 1e-9) [bestWorth, bestStarts] = [worth, [start]];
    else if (worth > bestWorth - 1e-9) bestStarts.push(start);
  }
  const middle = bestStarts[Math.floor((bestStarts.length - 1) / 2)];
  // A number says nothing without what it counts («como mínimo 7 días», «cuatro fotografías»): a
  // window that would stop at one moves on a word, still `maxWords` long.
  const cutAtNumber = middle + maxWords < tokens.length && isBareNumber(tokens[middle + maxWords - 1]);
  const start = middle + (cutAtNumber ? 1 : 0);
  const end = start + maxWords;
  return `${start > 0 ? "… " : ""}${tokens.slice(start, end).join(" ")}${end < tokens.length ? " …" : ""}`;
}

/**
 * For each whitespace-separated token of `text`, whether an answer-type expression ends in it: a
 * window that holds that token holds the whole of "12 meses", not "12" alone.
 */
function typedTokens(text: string, count: number, types: readonly AnswerType[]): boolean[] {
  const typed = new Array<boolean>(count).fill(false);
  if (types.length === 0) return typed;
  const starts = [...text.matchAll(/\S+/g)].map((match) => match.index);
  for (const [, spanEnd] of answerSpans(text, types)) {
    let token = 0;
    while (token + 1 < starts.length && starts[token + 1] < spanEnd) token++;
    typed[token] = true;
  }
  return typed;
}

const REPEAT_SHARE = QUOTE_REPEAT_SHARE;
const LEAD_IN_WORDS = QUOTE_LEAD_IN_WORDS;
const TAIL_WORDS = QUOTE_TAIL_WORDS;

// Words compared as written, but for case, accents and the punctuation around them.
const bare = (token: string) => foldAccents(token).replace(/^[^\p{L}\p{N}-]+|[^\p{L}\p{N}]+$/gu, "");
const pairOf = (a: string, b: string) => `${bare(a)} ${bare(b)}`;

const NUMBER_WORD_SET: ReadonlySet<string> = new Set(NUMBER_WORDS.split(" "));
/**
 * Whether a token is a number and nothing after it («7», «(7», «$1,500», «cuatro»), so its unit or
 * noun follows: «7,» or «7.» ends a clause.
 */
function isBareNumber(token: string): boolean {
  const opened = token.replace(/^[(¿¡«"“']+/u, "");
  return /^\$?\d+(?:[.,]\d+)*$/.test(opened) || NUMBER_WORD_SET.has(foldAccents(opened).toLowerCase());
}

// A word that says something: not a stop word, or a command-line option as typed ("-S", "--all").
const meaningful = (word: string) => contentTerms(word).length > 0 || /^-{1,2}\p{L}/u.test(word);

/** Consecutive meaningful words of the question, as `pairOf` writes them. */
function wordPairs(question: string): Set<string> {
  const words = question.split(/\s+/).map(bare).filter(Boolean);
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i++)
    if (meaningful(words[i - 1]) && meaningful(words[i])) pairs.add(`${words[i - 1]} ${words[i]}`);
  return pairs;
}
