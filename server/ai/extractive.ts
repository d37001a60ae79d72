import "server-only";
import { placeLabel, sourcePlace } from "@/lib/chat/source-place";
import type { Locale } from "@/lib/i18n/locales";
import {
  type AnswerType,
  countedStems,
  expectedAnswerTypes,
  holdsAnswerType,
  holdsCount,
} from "@/server/ai/answer-types";
import { isEnglishQuestion, questionWordTerms } from "@/server/ai/bilingual";
import { citationNumbering, sourceOf } from "@/server/ai/citations";
import { noInformationAnswer, RELEVANCE } from "@/server/ai/relevance";
import { quoteWindow } from "@/server/ai/quote-window";
import { splitIntoUnits, type TextUnit } from "@/server/ai/sentences";
import { standIns } from "@/server/ai/stand-ins";
import { contentTerms, stemSet, stemsWithParts, words } from "@/server/ai/text";
import { CLOSE_PASSAGE_SHARED_WORDS, EXTRACTIVE } from "@/server/ai/tuning";
import type { AnswerEngine, FinalAnswer, RetrievedChunk } from "@/server/ai/types";
import { serverTranslator } from "@/server/i18n";
import { detectLanguage } from "@/server/ingest/language";
import { openingSection } from "@/server/ingest/pdf-sections";

/**
 * The embedded answer engine (DESIGN §7): no model and no network. It quotes the sentences of the top
 * chunks that share the most meaningful words with the question and cites them like the LLM does.
 */
export { EXTRACTIVE };

interface Candidate {
  chunkIndex: number;
  unitIndex: number;
  unit: TextUnit;
  /** The question's content terms this unit contains, and the stand-ins it has for missing ones. */
  matched: string[];
  /** Question terms this unit does not contain but its section's heading does (first unit only). */
  context: string[];
  /** It holds an expression of the kind of answer the question asks for (answer-types.ts). */
  typed?: boolean;
  /** The heading it opens is a question (an FAQ's): what this unit answers. */
  underQuestion?: boolean;
}

function dice(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const inB = new Set(b);
  return (2 * a.filter((term) => inB.has(term)).length) / (a.length + b.length);
}

/** The stored answer of a Q&A chunk, whether or not the indexer put the question before it. */
function storedAnswer(chunk: RetrievedChunk): string {
  const text = chunk.text.trim();
  const question = chunk.title.trim();
  return question && text.startsWith(question) ? text.slice(question.length).trim() : text;
}

function matchingQaPair(question: string, chunks: RetrievedChunk[]): FinalAnswer | null {
  const terms = contentTerms(question);
  let bestIndex = -1;
  let bestSimilarity: number = EXTRACTIVE.strongQaMatch;
  for (const [index, chunk] of chunks.entries()) {
    if (chunk.sourceKind !== "qa_pair") continue;
    const similarity = dice(terms, contentTerms(chunk.title));
    if (similarity > bestSimilarity || (similarity === bestSimilarity && bestIndex < 0)) {
      bestIndex = index;
      bestSimilarity = similarity;
    }
  }
  if (bestIndex < 0) return null;
  // The one source cited: [1], whatever its rank among the chunks.
  const chunk = chunks[bestIndex];
  return { text: `${storedAnswer(chunk)} [1]`, sources: [sourceOf(chunk, 1)], answered: true };
}

/** Codes and numbers are the most specific words a question can have, and rare words beat common ones. */
function termWeights(terms: string[], unitStems: ReadonlySet<string>[]): Map<string, number> {
  return new Map(
    terms.map((term) => {
      const frequency = unitStems.filter((stems) => stems.has(term)).length || 1;
      const specificity = /\d/.test(term) ? 2 : 1;
      return [term, specificity * (1 + Math.log(unitStems.length / frequency))];
    }),
  );
}

/**
 * The words of a message that tells a story around its question («Trabajo en recepción. Una mamá nos
 * avisa… ¿Qué le tenemos que pedir?») that only its story says: its question says what to quote.
 * `byWord` is the whole message's `questionWordTerms`, so each word is read in the message's language.
 */
function storyTerms(message: string, byWord: { word: string; terms: string[] }[]): Set<string> {
  const sentences = splitIntoUnits(message).map((unit) => unit.text);
  const questions = sentences.filter((sentence) => sentence.includes("?"));
  if (questions.length === 0 || questions.length === sentences.length) return new Set();
  const inQuestions = new Set(words(questions.join(" ")));
  const asked = (inQuestion: boolean) =>
    new Set(byWord.filter(({ word }) => inQuestions.has(word) === inQuestion).flatMap(({ terms }) => terms));
  const questionsSay = asked(true);
  return new Set([...asked(false)].filter((term) => !questionsSay.has(term)));
}

/** A heading that asks: «4.1 ¿La lámpara UV avisa cuando hay que cambiarla?». */
const ASKS = /\?\s*$/;

function candidates(question: string, unitsByChunk: TextUnit[][], headings: string[]) {
  const flat = unitsByChunk.flatMap((units, chunkIndex) =>
    units.map((unit, unitIndex) => ({ chunkIndex, unitIndex, unit, stems: stemsWithParts(unit.text) })),
  );
  const byWord = questionWordTerms(question);
  const asked = [...new Set(byWord.flatMap(({ terms }) => terms))];
  const shares = standIns(
    question,
    asked,
    flat.map((u) => ({ text: u.unit.text, stems: u.stems })),
  );
  const standing = [...shares.keys()];
  const terms = [...asked, ...standing];
  const weights = termWeights(
    terms,
    flat.map((u) => u.stems),
  );
  // A stand-in counts less than the word written: it is a guess at what the question meant.
  for (const [term, share] of shares) weights.set(term, share * weights.get(term)!);
  for (const term of storyTerms(question, byWord))
    weights.set(term, EXTRACTIVE.storyShare * weights.get(term)!);
  // A unit that opens a section reads in the light of its heading: the chunk's, or its own numbered one.
  const sectionOf = ({ unit, unitIndex, chunkIndex }: Omit<(typeof flat)[number], "stems">) =>
    unit.section ?? (unitIndex === 0 ? openingSection(headings[chunkIndex]) : null);
  const found = flat.map(({ stems, ...rest }) => {
    const matched = terms.filter((term) => stems.has(term));
    const section = sectionOf(rest);
    const sectionStems = section === null ? null : stemSet(section);
    const context = sectionStems
      ? terms.filter((term) => !shares.has(term) && !stems.has(term) && sectionStems.has(term))
      : [];
    return { ...rest, matched, context, underQuestion: section !== null && ASKS.test(section) };
  });
  return { found, weights, asked };
}

type Gain = (candidate: Candidate, covered: ReadonlySet<string>) => number;

/**
 * Greedy coverage: first the unit worth most, then units that add question terms not covered yet,
 * which is how "the warranty of SKU-4471-B" gets both the sentence naming the product and the one
 * stating its warranty. A unit from another chunk must add a fair share of the question's words
 * (`wordGain`: the kind of answer a sentence holds chooses among a passage's sentences, not among
 * passages) to join; one from the same chunk only has to add something.
 */
function coverQuestion(found: Candidate[], gain: Gain, wordGain: Gain): Candidate[] {
  const covered = new Set<string>();
  const picked: Candidate[] = [];
  let firstGain = 0;
  while (picked.length < EXTRACTIVE.maxSentences) {
    let best: Candidate | null = null;
    let bestGain = 0;
    for (const c of found) {
      const g = gain(c, covered);
      if (g > bestGain) [best, bestGain] = [c, g];
    }
    if (!best) break;
    const first = picked[0];
    const companionGain = wordGain(best, covered);
    if (
      first &&
      best.chunkIndex !== first.chunkIndex &&
      companionGain < firstGain * EXTRACTIVE.companionShare
    )
      break;
    if (!first) firstGain = companionGain;
    picked.push(best);
    [...best.matched, ...best.context].forEach((term) => covered.add(term));
  }
  return picked;
}

/**
 * Sentences of the first one's chunk that are as good as it ("devoluciones … 30 días" and "Para
 * solicitar una devolución necesitas:") say more about the same thing; they join while there is room.
 */
function addEquallyGood(picked: Candidate[], found: Candidate[], gain: Gain): void {
  const none = new Set<string>();
  const [first] = picked;
  const firstWorth = gain(first, none);
  for (const c of found) {
    if (picked.length >= EXTRACTIVE.maxSentences) break;
    if (c.chunkIndex === first.chunkIndex && !picked.includes(c) && gain(c, none) >= firstWorth)
      picked.push(c);
  }
}

/**
 * The sentence just before the best one, when it too speaks of the question, is its context: a
 * manual often names the tool in one sentence and says what else it does in the next ("El punto de
 * inicio … es la orden lspci(8). Otra forma en la que puede identificar el hardware es …"). It may
 * be a fourth sentence: the word budget (`withinWordBudget`) still bounds the quote. A sentence
 * that opens a numbered section has no context before it: that is another section; nor has a
 * table's row (a record): the one before is another row.
 */
function addSentenceBefore(picked: Candidate[], found: Candidate[], gain: Gain): void {
  const [first] = picked;
  if (first.unit.section || first.unit.record) return;
  const before = found.find((c) => c.chunkIndex === first.chunkIndex && c.unitIndex === first.unitIndex - 1);
  if (before && !picked.includes(before) && gain(before, new Set()) > 0) picked.push(before);
}

/**
 * A sentence that opens a numbered section states what the section is about, and the next one says
 * how ("Se pueden borrar todos los archivos de configuración… Compruebe los resultados de la
 * siguiente orden: # aptitude search '~c'"): it is quoted too, within the word budget.
 */
function addSentenceAfterSectionOpening(picked: Candidate[], found: Candidate[]): void {
  const [first] = picked;
  if (!first.unit.section) return;
  const after = found.find((c) => c.chunkIndex === first.chunkIndex && c.unitIndex === first.unitIndex + 1);
  if (after && !after.unit.section && !picked.includes(after)) picked.push(after);
}

/**
 * A quoted lead-in ending in ":" is followed by the list it introduces, up to `maxListItems`; a list
 * that runs to the end of its chunk goes on with the items that open the document's next one
 * (`listContinuation`: a page break split it).
 */
function addListsUnderLeadIns(
  picked: Candidate[],
  unitsByChunk: TextUnit[][],
  chunks: RetrievedChunk[],
): void {
  for (const leadIn of picked.filter((c) => c.unit.text.endsWith(":"))) {
    const units = unitsByChunk[leadIn.chunkIndex];
    const overleaf = (chunks[leadIn.chunkIndex].listContinuation ?? []).map(({ text }): TextUnit => ({
      text,
      listItem: true,
    }));
    const following = [...units.slice(leadIn.unitIndex + 1), ...overleaf];
    // Items overleaf count on from the chunk's last unit, so they keep their place in the quote.
    for (const [i, unit] of following.slice(0, EXTRACTIVE.maxListItems).entries()) {
      if (!unit.listItem) break;
      picked.push({
        chunkIndex: leadIn.chunkIndex,
        unitIndex: leadIn.unitIndex + 1 + i,
        unit,
        matched: [],
        context: [],
      });
    }
  }
}

type Picked = { units: Candidate[]; seeAlso: number[] };

/**
 * The answer holds what was asked for: when the question asks for a quantity, a time, an amount, a
 * form or a place and no picked sentence holds one, the best sentence of the first one's chunk that
 * does joins it (one that speaks of the question, or else the next one: a label's value follows it).
 */
function addTypedSentence(picked: Candidate[], found: Candidate[], gain: Gain): void {
  if (picked.some((c) => c.typed)) return;
  const [first] = picked;
  const sameChunk = found.filter((c) => c.typed && c.chunkIndex === first.chunkIndex && !picked.includes(c));
  const none = new Set<string>();
  let best: Candidate | undefined;
  for (const c of sameChunk) if (gain(c, none) > (best ? gain(best, none) : 0)) best = c;
  best ??= sameChunk.find(
    (c) => c.unitIndex > first.unitIndex && c.unitIndex <= first.unitIndex + EXTRACTIVE.typedFollowerReach,
  );
  if (best) picked.push(best);
}

function pickUnits(question: string, unitsByChunk: TextUnit[][], chunks: RetrievedChunk[]): Picked {
  const headings = chunks.map((chunk) => chunk.heading ?? "");
  const { found, weights, asked } = candidates(question, unitsByChunk, headings);
  const worth = (terms: string[], covered: ReadonlySet<string>) =>
    terms.reduce((sum, term) => sum + (covered.has(term) ? 0 : (weights.get(term) ?? 0)), 0);
  const wordGain: Gain = (c, covered) =>
    (worth(c.matched, covered) +
      (c.underQuestion ? EXTRACTIVE.questionHeadingCredit : EXTRACTIVE.headingCredit) *
        worth(c.context, covered)) *
    (1 - EXTRACTIVE.chunkDecay * c.chunkIndex);
  const types = answerTypesFound(question, found, wordGain);
  const gain: Gain = (c, covered) => wordGain(c, covered) * (c.typed ? 1 + EXTRACTIVE.answerTypeBonus : 1);

  const picked = coverQuestion(found, gain, wordGain);
  // Only the title or heading matched: the chunk is about the question, so its opening is the answer.
  if (picked.length === 0) return { units: found.filter((c) => c.chunkIndex === 0).slice(0, 2), seeAlso: [] };
  if (types.length > 0) addTypedSentence(picked, found, gain);
  addEquallyGood(picked, found, gain);
  addSentenceBefore(picked, found, gain);
  addSentenceAfterSectionOpening(picked, found);
  addListsUnderLeadIns(picked, unitsByChunk, chunks);
  // A unit picked twice (as the best and as its lead-in's item) is quoted once; so is a sentence a
  // manual prints twice on a page. A list's item stays, though another list has it too
  // («Identificación oficial» to open an account and to close one).
  const sameQuote = (a: Candidate, b: Candidate) =>
    a.chunkIndex === b.chunkIndex &&
    (a.unitIndex === b.unitIndex || (!a.unit.listItem && !b.unit.listItem && a.unit.text === b.unit.text));
  const distinct = picked.filter((c, i) => picked.findIndex((other) => sameQuote(other, c)) === i);
  return {
    units: withinWordBudget(distinct, weights, question, types),
    seeAlso: alsoRelevant(distinct, found, chunks, new Set(asked)),
  };
}

/**
 * The kinds of answer the question asks for, when a passage the question's words chose holds one;
 * each sentence of that passage is marked `typed` when it holds one. The passages are tried in order:
 * first the one of the sentence worth most by words, then each other one whose best sentence is worth
 * at least `companionShare` of that (an FAQ's answer names the heater's backup kit, the catalogue's
 * row beside it gives its price). In a passage tried after the first, only a sentence that speaks of
 * the question counts. A question that counts something («¿cuántos días…?») is answered by a number
 * of those ("12 días") rather than any number ("25 %"), when a sentence that speaks of the question
 * gives one. When no passage holds the kind asked for, none: sentences are chosen by the question's
 * words alone.
 */
function answerTypesFound(question: string, found: Candidate[], wordGain: Gain): AnswerType[] {
  const types = expectedAnswerTypes(question);
  if (types.length === 0) return [];
  const none = new Set<string>();
  const worthOf = new Map<number, number>();
  for (const c of found)
    worthOf.set(c.chunkIndex, Math.max(worthOf.get(c.chunkIndex) ?? 0, wordGain(c, none)));
  const byWorth = [...worthOf].filter(([, worth]) => worth > 0).sort((a, b) => b[1] - a[1]);
  if (byWorth.length === 0) return [];
  const [[first, firstWorth]] = byWorth;
  const tried = byWorth.filter(([, worth]) => worth >= EXTRACTIVE.companionShare * firstWorth);
  const counted = countedStems(question);
  for (const [chunkIndex] of tried) {
    const passage = found.filter((c) => c.chunkIndex === chunkIndex);
    for (const c of passage) c.typed = holdsCount(c.unit.text, counted);
    if (passage.some((c) => c.typed && wordGain(c, none) > 0)) return types;
    for (const c of passage) c.typed = holdsAnswerType(c.unit.text, types);
    if (passage.some((c) => c.typed && (chunkIndex === first || wordGain(c, none) > 0))) return types;
    for (const c of passage) c.typed = false;
  }
  return [];
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Words each unit may keep so that together they fit `maxWords`: all of its words up to an equal share
 * of what the shorter ones leave, never fewer than `minCutWords`. The best one (picked first) goes
 * first when it is a sentence of ordinary length (`wholeAnswerWords`): it keeps all of its words, as
 * far as the others' `minCutWords` allow, since a cut sentence loses what it says last («…cuando el
 * mismo defecto se repita tres veces»); a longer run of text is cut like the others.
 */
function wordShares(units: Candidate[]): Map<Candidate, number> {
  const shares = new Map<Candidate, number>();
  let left: number = EXTRACTIVE.maxWords;
  const [best, ...others] = units;
  if (others.length > 0 && wordCount(best.unit.text) <= EXTRACTIVE.wholeAnswerWords) {
    const reserved = others.reduce(
      (sum, candidate) => sum + Math.min(wordCount(candidate.unit.text), EXTRACTIVE.minCutWords),
      0,
    );
    const kept = Math.min(wordCount(best.unit.text), Math.max(EXTRACTIVE.minCutWords, left - reserved));
    shares.set(best, kept);
    left -= kept;
    units = others;
  }
  const byLength = units
    .map((candidate) => ({ candidate, words: wordCount(candidate.unit.text) }))
    .sort((a, b) => a.words - b.words);
  byLength.forEach(({ candidate, words }, i) => {
    const allowed = Math.max(EXTRACTIVE.minCutWords, Math.floor(left / (byLength.length - i)));
    shares.set(candidate, Math.min(words, allowed));
    left -= Math.min(words, allowed);
  });
  return shares;
}

const total = (shares: Map<Candidate, number>) => [...shares.values()].reduce((sum, words) => sum + words, 0);

/**
 * The picked units cut to fit `maxWords` together (`wordShares`); a unit longer than its share is cut
 * to its stretch richest in the question's words (quote-window.ts). Every picked sentence stays, so the
 * answer cites the same passages; list items under a lead-in come last, and those that do not fit
 * are left out.
 */
function withinWordBudget(
  picked: Candidate[],
  weights: ReadonlyMap<string, number>,
  question: string,
  types: readonly AnswerType[],
): Candidate[] {
  const kept = [...picked];
  let shares = wordShares(kept);
  while (total(shares) > EXTRACTIVE.maxWords && kept.length > 1 && kept.at(-1)!.unit.listItem) {
    kept.pop();
    shares = wordShares(kept);
  }
  return kept.map((candidate) =>
    wordCount(candidate.unit.text) <= shares.get(candidate)!
      ? candidate
      : {
          ...candidate,
          unit: {
            ...candidate.unit,
            text: quoteWindow(candidate.unit.text, weights, shares.get(candidate)!, question, types),
          },
        },
  );
}

/**
 * Passages not quoted that would pass the relevance gate alone, in rank order: their coverage of the
 * question's IDF mass (retrieval's measure, server/ai/relevance.ts) reaches the gate's bar. Every caller
 * passes only passages that did (server/services/chat/answer-question.ts), so there every other source among
 * the top three is listed (then, in `compose`, those further down); the check keeps the engine safe
 * to call with others. A passage without that measure (found by vectors) must share two of the
 * question's words: one common word is a coincidence.
 */
function alsoRelevant(
  picked: Candidate[],
  found: Candidate[],
  chunks: RetrievedChunk[],
  asked: ReadonlySet<string>,
): number[] {
  const quoted = new Set(picked.map((c) => c.chunkIndex));
  // Words the question said: a stand-in for one of them (stand-ins.ts) is not another shared word.
  const sharedTerms = new Map<number, Set<string>>();
  for (const c of found)
    sharedTerms.set(
      c.chunkIndex,
      new Set([
        ...(sharedTerms.get(c.chunkIndex) ?? []),
        ...[...c.matched, ...c.context].filter((t) => asked.has(t)),
      ]),
    );
  const enoughWords = Math.min(CLOSE_PASSAGE_SHARED_WORDS, asked.size);
  return chunks
    .map((chunk, chunkIndex) => ({ chunk, chunkIndex }))
    .filter(({ chunk, chunkIndex }) => {
      if (quoted.has(chunkIndex) || !sharedTerms.has(chunkIndex)) return false;
      if (chunk.coverage !== undefined) return chunk.coverage >= RELEVANCE.minCoverage;
      return sharedTerms.get(chunkIndex)!.size >= enoughWords;
    })
    .map(({ chunkIndex }) => chunkIndex);
}

/**
 * A source as a reader would name it in a sentence: its title, and in a document its page, or the
 * slide, sheet, section or time range when it has no pages («Precios.xlsx», Hoja: Servicios).
 */
function sourceLabel(chunk: RetrievedChunk, locale: Locale): string {
  const title = chunk.title.replace(/\.(pdf|csv|txt|docx?)$/i, "").trim();
  if (chunk.sourceKind !== "document") return `«${title}»`;
  const place = sourcePlace(chunk.extension, chunk);
  if (place) return `«${title}», ${placeLabel(place, serverTranslator(locale, "SourcePlace"))}`;
  if (!chunk.page) return `«${title}»`;
  return `«${title}», ${serverTranslator(locale, "Assistant")("page", { page: chunk.page })}`;
}

/**
 * A chunk's text without its pages' running header ("Guía de referencia de Debian 60 / 244"): the
 * chunk's heading followed by a page number ("60 / 244", or the chunk's own page) is layout, not
 * something the source says. A heading followed by another number ("Windows 11 requiere…") stays.
 * A PDF chunk's heading opens with its running header ("… › 3.2.1. El nombre del equipo").
 */
function withoutRunningHeaders(text: string, heading: string | null, page: number | null): string {
  const words = heading?.split("›")[0].trim().split(/\s+/);
  if (!words?.[0]) return text;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+");
  const pageNumber = `\\d+\\s*/\\s*\\d+${page ? `|${page}` : ""}`;
  return text.replace(new RegExp(`${escaped}\\s+(?:${pageNumber})(?=\\s|$)`, "giu"), "").trim();
}

/**
 * Quotes in reading order: by source, then by position, each source's quote closed by its [n]; then
 * the "see also" line for the other sources among the top passages (`alsoRelevant`) and, after
 * them, the best passage of each other source further down the ranking that passed the gate, then
 * of each other source close to the question below it (`closePassages`).
 */
function compose(
  { units, seeAlso }: Picked,
  chunks: RetrievedChunk[],
  locale: Locale,
  closePassages: RetrievedChunk[],
): FinalAnswer {
  const unique = new Map(units.map((c) => [`${c.chunkIndex}:${c.unitIndex}`, c]));
  const ordered = [...unique.values()].sort(
    (a, b) => a.chunkIndex - b.chunkIndex || a.unitIndex - b.unitIndex,
  );
  const groups = new Map<number, Candidate[]>();
  for (const c of ordered) groups.set(c.chunkIndex, [...(groups.get(c.chunkIndex) ?? []), c]);
  // Numbered as the reader meets them: the quotes in order, then the "see also" line.
  const { numberFor, sources } = citationNumbering();

  const paragraphs = [...groups].map(([chunkIndex, group]) => {
    const quote = group
      .map((c, i) => {
        const text = c.unit.listItem ? `- ${c.unit.text}` : c.unit.text;
        const previous = group[i - 1];
        if (!previous) return text;
        return (previous.unit.listItem || c.unit.listItem ? "\n" : " ") + text;
      })
      .join("")
      // Two cut sentences side by side: one mark says that text was left out between them.
      .replace(/… …/g, "…");
    return `${quote} [${numberFor(chunks[chunkIndex])}]`;
  });
  const cited = [...groups.keys()];
  const sourceKey = (chunk: RetrievedChunk) => `${chunk.sourceKind}:${chunk.sourceId}`;
  const citedSources = new Set(cited.map((chunkIndex) => sourceKey(chunks[chunkIndex])));
  const related: RetrievedChunk[] = [];
  // The quoted passages' neighbours first, then each other source's best passage further down the
  // ranking that covers the question as the gate asks, then below the gate: when the top passages
  // all come from one document, another document is the reader's second chance.
  const furtherDown = chunks
    .slice(EXTRACTIVE.maxChunks)
    .filter((chunk) => (chunk.coverage ?? 0) >= RELEVANCE.minCoverage);
  for (const chunk of [
    ...seeAlso.map((chunkIndex) => chunks[chunkIndex]),
    ...furtherDown,
    ...closePassages,
  ]) {
    const key = sourceKey(chunk);
    if (related.length >= EXTRACTIVE.maxSeeAlso || citedSources.has(key)) continue;
    citedSources.add(key);
    related.push(chunk);
  }
  if (related.length > 0) {
    const list = related.map((chunk) => `${sourceLabel(chunk, locale)} [${numberFor(chunk)}]`).join("; ");
    paragraphs.push(serverTranslator(locale, "Assistant")("seeAlso", { sources: list }));
  }
  return {
    text: paragraphs.join("\n\n"),
    sources,
    answered: true,
  };
}

/**
 * An English question answered from Spanish passages: the quote stays as written (it is what the
 * sources say, and what the citations point to), introduced in English so the reader knows why.
 */
function framedForEnglishQuestion(answer: FinalAnswer, quoted: RetrievedChunk[]): FinalAnswer {
  const spanish = detectLanguage(quoted.map((chunk) => chunk.text).join("\n")) === "spanish";
  if (!answer.answered || !spanish) return answer;
  return { ...answer, text: `${serverTranslator("en", "Assistant")("quotedInSpanish")}\n\n${answer.text}` };
}

/**
 * The extractive answer to a question from chunks that passed the relevance gate; chunks close to it
 * below the gate (`closePassages`) are only offered as "see also".
 */
export function extractiveAnswer(
  question: string,
  chunks: RetrievedChunk[],
  userLocale: Locale,
  closePassages: RetrievedChunk[] = [],
): FinalAnswer {
  // The answer's own words (see also, page) are in the question's language when it is English.
  const english = isEnglishQuestion(question);
  const locale = english ? "en" : userLocale;
  const answer = quotedAnswer(question, chunks, locale, closePassages);
  return english ? framedForEnglishQuestion(answer, chunks.slice(0, EXTRACTIVE.maxChunks)) : answer;
}

// A cached search hands the same passages to everyone who asks the same question: each passage's
// units are kept, by chunk, for as long as its text, heading and page stay the same.
const UNITS_CACHE_CHUNKS = 2_000;
type KeptUnits = Pick<RetrievedChunk, "text" | "heading" | "page"> & { units: TextUnit[] };
const unitsCache = new Map<string, KeptUnits>();

function unitsOf(chunk: RetrievedChunk): TextUnit[] {
  const kept = unitsCache.get(chunk.chunkId);
  if (kept && kept.text === chunk.text && kept.heading === chunk.heading && kept.page === chunk.page)
    return kept.units;
  const units =
    chunk.sourceKind === "qa_pair"
      ? qaAnswerUnits(chunk)
      : splitIntoUnits(withoutRunningHeaders(chunk.text, chunk.heading, chunk.page), {
          numberedHeadings: chunk.sourceKind === "document",
        });
  if (unitsCache.size >= UNITS_CACHE_CHUNKS) unitsCache.clear();
  unitsCache.set(chunk.chunkId, { text: chunk.text, heading: chunk.heading, page: chunk.page, units });
  return units;
}

/**
 * A Q&A pair is answered by its stored answer only (issue 10), never by its question, which the
 * indexer puts before it: the question is the answer's context, as a section's heading is its first
 * sentence's, so that a question the pair answers in other words (another language, a paraphrase
 * `matchingQaPair` does not recognise) still finds its answer.
 */
function qaAnswerUnits(chunk: RetrievedChunk): TextUnit[] {
  const [first, ...rest] = splitIntoUnits(storedAnswer(chunk));
  const question = chunk.title.trim();
  return first ? [question ? { ...first, section: question } : first, ...rest] : [];
}

function quotedAnswer(
  question: string,
  chunks: RetrievedChunk[],
  locale: Locale,
  closePassages: RetrievedChunk[],
): FinalAnswer {
  const top = chunks.slice(0, EXTRACTIVE.maxChunks);
  const unitsByChunk = top.map(unitsOf);
  if (unitsByChunk.every((units) => units.length === 0))
    return { text: noInformationAnswer(locale), sources: [], answered: false };

  const qaAnswer = matchingQaPair(question, top);
  if (qaAnswer) return qaAnswer;
  return compose(pickUnits(question, unitsByChunk, top), chunks, locale, closePassages);
}

export function createEmbeddedEngine(): AnswerEngine {
  return {
    kind: "embedded",
    answer({ question, chunks, closePassages, locale }) {
      const final = extractiveAnswer(question, chunks, locale, closePassages);
      return {
        engine: "embedded",
        model: null,
        // The whole answer is known at once; one delta keeps the route's streaming path uniform.
        textStream: (async function* () {
          yield final.text;
        })(),
        final: Promise.resolve(final),
      };
    },
  };
}
