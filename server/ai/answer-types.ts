import "server-only";
import { spanishEquivalents } from "@/server/ai/bilingual";
import { contentTerms, foldAccents, stem, words } from "@/server/ai/text";
import {
  ADDRESS_WORDS,
  ANSWER_TYPE_CUES,
  CHAT_SHORTHAND,
  COUNT_REACH,
  FORM_WORDS,
  MONEY_NOUNS,
  MONEY_WORDS,
  NUMBER_WORDS,
  TIME_UNITS,
  TIME_WORDS,
} from "@/server/ai/tuning";

/**
 * The kind of answer a question asks for (issue 21 point 7): «¿cuántos días…?» is answered by a
 * sentence with a number, «¿cuándo…?» by one with a date, an hour or a duration, «¿cuánto cuesta…?»
 * by an amount of money, «¿qué formato…?» by a form's code or name, «¿dónde…?» by an address, a
 * place, a phone or an e-mail. The extractive engine prefers such a sentence to a neighbour that only
 * shares the question's words (server/ai/extractive.ts).
 */
export type AnswerType = "quantity" | "time" | "money" | "form" | "place";

const alternatives = (list: string) => list.split(" ").join("|");
const NUMBER_WORD_SET = new Set([...NUMBER_WORDS.split(" "), "un", "una"]);

const CUES = Object.entries(ANSWER_TYPE_CUES).map(
  ([type, pattern]) => [type as AnswerType, new RegExp(`(?<![a-z0-9])(?:${pattern})(?![a-z0-9])`)] as const,
);

/** The question folded (lower case, no accents), its chat shorthand spelt out (CHAT_SHORTHAND). */
function spelledOut(question: string): string {
  return foldAccents(question).replace(/(?<![a-z0-9])[a-z]+(?![a-z0-9])/g, (word) =>
    Object.hasOwn(CHAT_SHORTHAND, word) ? CHAT_SHORTHAND[word] : word,
  );
}

/**
 * The kinds of answer a question asks for, in the order of `ANSWER_TYPE_CUES`; empty when it asks for none in
 * particular (a how-to, a yes/no). A question may ask for two («¿cuánto cobro y cuándo llega?»); "cuánto"
 * asks for a quantity unless a money or time cue already said what kind (a form or a place may still come
 * with a count).
 */
export function expectedAnswerTypes(question: string): AnswerType[] {
  const folded = spelledOut(question);
  const types: AnswerType[] = [];
  for (const [type, cue] of CUES) {
    if (type === "quantity" && types.some((t) => t !== "form" && t !== "place")) continue;
    if (cue.test(folded)) types.push(type);
  }
  return types;
}

// "¿Cuántos días…?", "how many days…": the word after the question's count is what is counted.
const COUNTED = /(?<![a-z0-9])(?:cuant[oa]s?|how many|how much)\s+(?:(?:de|of|los|las|the)\s+)?([a-z]+)/;

/**
 * The stems of what a question counts («¿cuántos días…?» → "dia"; "how many days" → also «días»),
 * or none: the sentence that answers it names a number of those ("12 días"), not any number.
 */
export function countedStems(question: string): Set<string> {
  const noun = COUNTED.exec(spelledOut(question))?.[1];
  // «¿Cuánto le tengo que esperar?» counts nothing named.
  if (!noun || contentTerms(noun).length === 0) return new Set();
  return new Set([noun, ...spanishEquivalents(noun)].flatMap((word) => words(word).map(stem)));
}

/** Whether `text` gives a number of what the question counts (`countedStems`). */
export function holdsCount(text: string, counted: ReadonlySet<string>): boolean {
  if (counted.size === 0) return false;
  const tokens = words(text);
  return tokens.some(
    (token, i) =>
      (/^\d/.test(token) || NUMBER_WORD_SET.has(token)) &&
      tokens.slice(i + 1, i + 1 + COUNT_REACH).some((next) => counted.has(stem(next))),
  );
}

/**
 * Whether a passage holds the kind of answer `question` asks for, for ranking
 * (server/services/retrieval/full-text.ts): a number of what a «¿cuántos días…?» counts ("12 días",
 * not any number: a manual's pages all have numbers), else an expression of the kind asked for
 * («¿cuánto sale…?» asks for an amount).
 */
export function answerKindHeld(question: string): (text: string) => boolean {
  const types = expectedAnswerTypes(question);
  const counted = types.includes("quantity") ? countedStems(question) : new Set<string>();
  if (counted.size > 0) return (text) => holdsCount(text, counted);
  return (text) => holdsAnswerType(text, types);
}

// Expressions are looked for in the text without accents ("Días" is "Dias"), case-insensitively
// unless a pattern needs capitals: a form's code, the name after an address word.
const B = "(?<![a-z0-9])";
const E = "(?![a-z0-9])";
const DIGITS = "\\d[\\d.,]*";
const NUMBER_WORD = `${B}(?:${alternatives(NUMBER_WORDS)})${E}`;
const UNIT = `(?:${alternatives(TIME_UNITS)})${E}`;
/** "calle" → "[Cc]alle": the word as written at the start of a sentence or in the middle of one. */
const eitherCase = (list: string) =>
  list
    .split(" ")
    .map((word) => `[${word[0]}${word[0].toUpperCase()}]${word.slice(1)}`)
    .join("|");

// A postal address: "Av. Juárez 120", "Col. Centro", "C.P. 37000", "Calle 60", "Calle del Tesoro 14".
const POSTAL_ADDRESS = new RegExp(
  `(?<![A-Za-z0-9])(?:${eitherCase(ADDRESS_WORDS)})\\.?\\s+(?:de(?:l|\\s+la|\\s+los|\\s+las)?\\s+)?[A-Z0-9]`,
  "g",
);

const ANY_POSTAL_ADDRESS = new RegExp(POSTAL_ADDRESS.source);

/** Whether `text` gives a postal address (where a business is, not its phone or e-mail). */
export const holdsPostalAddress = (text: string) => ANY_POSTAL_ADDRESS.test(withoutAccents(text));

const EXPRESSIONS: Record<AnswerType, RegExp[]> = {
  // A number that is not part of a code ("12 días", "15 %", "4.5 kg"; not "RH-01", "A4"), or one in words.
  quantity: [new RegExp(`(?<![a-z0-9-])\\d[\\d.,]*(?![a-z]*-)|${NUMBER_WORD}`, "gi")],
  time: [
    new RegExp(
      [
        // A duration: "5 días hábiles", "dos semanas", "un año", "24 h".
        `(?:${DIGITS}\\s*|(?:${NUMBER_WORD}|${B}(?:un|una|a|an))\\s+)(?:de\\s+)?${UNIT}`,
        // An hour: "9:00", "13:30 h", "9 am", "6 p.m.".
        `${B}\\d{1,2}:\\d{2}${E}`,
        `${B}\\d{1,2}\\s*(?:a\\.?\\s?m|p\\.?\\s?m)\\.?${E}`,
        // A date: "15/01/2025", "2025-01-15".
        `${B}\\d{1,4}[/-]\\d{1,2}[/-]\\d{1,4}${E}`,
        // A day, a month, a frequency named.
        `${B}(?:${alternatives(TIME_WORDS)})${E}`,
      ].join("|"),
      "gi",
    ),
  ],
  money: [
    new RegExp(
      [
        `\\$\\s*\\d`,
        `${DIGITS}\\s*(?:${alternatives(MONEY_WORDS)})${E}`,
        `${B}(?:${alternatives(MONEY_NOUNS)})\\w*[^.;\\d]{0,25}\\d`,
      ].join("|"),
      "gi",
    ),
  ],
  form: [
    // A code of capitals and digits: "RH-02", "CAJ-06", "NOM-035-STPS", "W-4".
    /(?<![A-Za-z0-9-])[A-Z]{1,6}(?:-[A-Z]{1,6})*-\d{1,4}[A-Za-z]?(?![A-Za-z0-9])/g,
    // A form named after the word: 'formato «Solicitud de vacaciones»', 'form "Leave request"'.
    new RegExp(`(?<![A-Za-z0-9])(?:${eitherCase(FORM_WORDS)})\\s+[«"“'A-Z]`, "g"),
  ],
  place: [
    new RegExp(
      [
        // An e-mail, a web address, a file path.
        `[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}`,
        `${B}(?:https?://|www\\.)\\S+`,
        `(?:^|\\s)~?/[a-z0-9._-]+/[a-z0-9._/-]*`,
        // A phone: nine or more digits in groups, "ext. 214", "tel. 911".
        `${B}(?:\\+?\\d{1,3}[\\s.-]?)?\\(?\\d{2,3}\\)?[\\s.-]?\\d{3,4}[\\s.-]?\\d{4}${E}`,
        `${B}(?:ext|extension|tel|telefono|phone)\\.?\\s*:?\\s*\\d`,
        // "No. 455", "núm. 3", "#12".
        `${B}(?:no\\.|num\\.?|#)\\s*\\d`,
      ].join("|"),
      "gi",
    ),
    POSTAL_ADDRESS,
  ],
};

/** Where, in `text`, expressions of the given kinds start and end (character offsets). */
export function answerSpans(text: string, types: readonly AnswerType[]): Array<[number, number]> {
  if (types.length === 0) return [];
  const plain = withoutAccents(text);
  const spans: Array<[number, number]> = [];
  for (const type of types)
    for (const pattern of EXPRESSIONS[type])
      for (const match of plain.matchAll(pattern)) {
        // A path's pattern may take the space before it.
        const start = match.index + (match[0].length - match[0].trimStart().length);
        spans.push([start, match.index + Math.max(1, match[0].length)]);
      }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** Whether `text` holds an expression of one of the kinds a question asks for. */
export function holdsAnswerType(text: string, types: readonly AnswerType[]): boolean {
  return answerSpans(text, types).length > 0;
}

/** The text without accents, case kept, character by character: an offset in it is one in `text`. */
function withoutAccents(text: string): string {
  let plain = "";
  for (const char of text) {
    const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
    plain += bare.length === char.length ? bare : " ".repeat(char.length);
  }
  return plain;
}
