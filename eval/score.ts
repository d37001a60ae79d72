/**
 * Scoring of one set of questions: our answers (through the chat API) and the BM25 peer's, overall
 * and per question kind, against the targets of issue 21 point 2.
 */
import type { Reply } from "./api";
import type { PeerReply } from "./peer";
import { isAnswerable, type Answerable, type Question, type Unanswerable } from "./types";

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Every key fact (any of its "a|b" forms) appears in the answer, ignoring case and accents. */
export const containsFacts = (answer: string, facts: string[]) =>
  facts.every((fact) => fact.split("|").some((form) => fold(answer).includes(fold(form))));

export type Result<Q extends Question = Question> = { question: Q; ours: Reply; peer: PeerReply };

export type Figures = {
  n: number;
  hit1: number;
  hit3: number;
  fact: number;
  /** First cited page inside the expected range (a diagnostic, not a target). */
  page1: number;
  offTopicDeclined: number;
  unrelatedDeclined: number;
  nearMissDeclined: number;
  wronglyDeclined: number;
};

const share = <T>(items: T[], test: (item: T) => boolean) =>
  items.length === 0 ? NaN : items.filter(test).length / items.length;

const split = (results: Result[]) => ({
  answerable: results.filter((r): r is Result<Answerable> => isAnswerable(r.question)),
  unanswerable: results.filter((r): r is Result<Unanswerable> => !isAnswerable(r.question)),
});

const titles = (reply: Reply) => reply.sources.map((source) => source.title);

/** Whether our first source is the expected document (hit@1) and our answer holds the facts. */
export const ourHit = (r: Result<Answerable>) => titles(r.ours)[0] === r.question.doc;
export const ourFact = (r: Result<Answerable>) =>
  r.ours.answered && containsFacts(r.ours.response, r.question.facts);

/** Our figures: a declined answer cites nothing, so it is a miss for hit@k and facts. */
export function ourFigures(results: Result[]): Figures {
  const { answerable, unanswerable } = split(results);
  const declined = (kind?: string) =>
    share(
      unanswerable.filter((r) => !kind || r.question.kind === kind),
      (r) => !r.ours.answered,
    );
  return {
    n: results.length,
    hit1: share(answerable, ourHit),
    hit3: share(answerable, (r) => titles(r.ours).slice(0, 3).includes(r.question.doc)),
    fact: share(answerable, ourFact),
    page1: share(answerable, (r) => {
      const first = r.ours.sources[0];
      if (first?.title !== r.question.doc || !r.question.pages) return false;
      const [from, to] = r.question.pages;
      return first.page !== null && first.page >= from && first.page <= to;
    }),
    offTopicDeclined: declined(),
    unrelatedDeclined: declined("unrelated"),
    nearMissDeclined: declined("near-miss"),
    wronglyDeclined: share(answerable, (r) => !r.ours.answered),
  };
}

/**
 * The peer's figures. Its ranking and answer are scored as they are (the threshold does not hide
 * them); its declines use the threshold that serves it best on these very questions.
 */
export function peerFigures(results: Result[]): { figures: Figures; threshold: number } {
  const { answerable, unanswerable } = split(results);
  let best = { threshold: 0, score: -Infinity };
  for (const threshold of [0, ...results.map((r) => r.peer.score)]) {
    const score =
      (unanswerable.length ? share(unanswerable, (r) => r.peer.score < threshold) : 0) -
      (answerable.length ? share(answerable, (r) => r.peer.score < threshold) : 0);
    if (score > best.score) best = { threshold, score };
  }
  const declined = (r: Result) => r.peer.score < best.threshold;
  const declinedOf = (kind?: string) =>
    share(
      unanswerable.filter((r) => !kind || r.question.kind === kind),
      declined,
    );
  const figures: Figures = {
    n: results.length,
    hit1: share(answerable, (r) => r.peer.titles[0] === r.question.doc),
    hit3: share(answerable, (r) => r.peer.titles.includes(r.question.doc)),
    fact: share(answerable, (r) => containsFacts(r.peer.answer, r.question.facts)),
    page1: NaN,
    offTopicDeclined: declinedOf(),
    unrelatedDeclined: declinedOf("unrelated"),
    nearMissDeclined: declinedOf("near-miss"),
    wronglyDeclined: share(answerable, declined),
  };
  return { figures, threshold: best.threshold };
}

/** Issue 21 point 2. */
export const TARGETS = {
  hit1: 0.85,
  hit3: 0.95,
  fact: 0.65,
  offTopicDeclined: 0.85,
  nearMissDeclined: 0.75,
  wronglyDeclined: 0.05,
  /** hit@1 of the colloquial and of the typo questions, each. */
  kindHit1: 0.75,
  /** Test hit@1 may fall at most this far below dev hit@1. */
  devGap: 0.05,
};

/**
 * Targets missed by one set: the absolute ones, colloquial and typo hit@1, and any of hit@1, hit@3,
 * fact and off-topic declined below the peer's. `dev` (test sets only) adds the generalisation gap.
 */
export function missedTargets(results: Result[], dev?: Figures): string[] {
  const ours = ourFigures(results);
  const peer = peerFigures(results).figures;
  const missed: string[] = [];
  const atLeast = (what: string, value: number, target: number) => {
    if (!(value >= target)) missed.push(`${what} ${pct(value)} < ${pct(target)}`);
  };
  for (const key of ["hit1", "hit3", "fact", "offTopicDeclined", "nearMissDeclined"] as const) {
    atLeast(key, ours[key], TARGETS[key]);
    if (ours[key] < peer[key] && key !== "nearMissDeclined")
      missed.push(`${key} ${pct(ours[key])} below the BM25 peer's ${pct(peer[key])}`);
  }
  if (!(ours.wronglyDeclined <= TARGETS.wronglyDeclined))
    missed.push(`wronglyDeclined ${pct(ours.wronglyDeclined)} > ${pct(TARGETS.wronglyDeclined)}`);
  for (const kind of ["colloquial", "typos"]) {
    const subset = results.filter((r) => r.question.kind === kind);
    if (subset.length > 0) atLeast(`${kind} hit1`, ourFigures(subset).hit1, TARGETS.kindHit1);
  }
  if (dev && ours.hit1 < dev.hit1 - TARGETS.devGap)
    missed.push(
      `hit1 ${pct(ours.hit1)} more than ${TARGETS.devGap * 100} points below dev's ${pct(dev.hit1)}`,
    );
  return missed;
}

export const pct = (value: number) => (Number.isNaN(value) ? "–" : `${(value * 100).toFixed(1)} %`);

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
