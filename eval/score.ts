/**
 * Scoring of one evaluation run: our answers (through the chat API) and the BM25 peer's, per question
 * kind and overall, against the DESIGN §13 targets.
 */
import type { Reply } from "./api";
import type { PeerReply } from "./peer";
import type { Answerable, Unanswerable } from "./questions";

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Every key fact (any of its "a|b" forms) appears in the answer, ignoring case and accents. */
export const containsFacts = (answer: string, facts: string[]) =>
  facts.every((fact) => fact.split("|").some((form) => fold(answer).includes(fold(form))));

export type AnswerableResult = { question: Answerable; ours: Reply; peer: PeerReply };
export type UnanswerableResult = { question: Unanswerable; ours: Reply; peer: PeerReply };

export type Figures = {
  hit1: number;
  hit3: number;
  fact: number;
  /** First cited page inside the expected range (a diagnostic, not a target). */
  page1: number;
  offTopicDeclined: number;
  wronglyDeclined: number;
};

const share = <T>(items: T[], test: (item: T) => boolean) =>
  items.length === 0 ? NaN : items.filter(test).length / items.length;

/** Our figures: a declined answer cites nothing, so it is a miss for hit@k and facts. */
export function ourFigures(answerable: AnswerableResult[], unanswerable: UnanswerableResult[]): Figures {
  const titles = (reply: Reply) => reply.sources.map((source) => source.title);
  return {
    hit1: share(answerable, (r) => titles(r.ours)[0] === r.question.doc),
    hit3: share(answerable, (r) => titles(r.ours).slice(0, 3).includes(r.question.doc)),
    fact: share(answerable, (r) => r.ours.answered && containsFacts(r.ours.response, r.question.facts)),
    page1: share(answerable, (r) => {
      const first = r.ours.sources[0];
      const [from, to] = r.question.pages;
      return first?.title === r.question.doc && first.page !== null && first.page >= from && first.page <= to;
    }),
    offTopicDeclined: share(unanswerable, (r) => !r.ours.answered),
    wronglyDeclined: share(answerable, (r) => !r.ours.answered),
  };
}

/**
 * The peer's figures. Its ranking and answer are scored as they are (the threshold does not hide
 * them); its declines use the threshold that serves it best on this run.
 */
export function peerFigures(answerable: AnswerableResult[], unanswerable: UnanswerableResult[]) {
  const scores = [0, ...answerable.map((r) => r.peer.score), ...unanswerable.map((r) => r.peer.score)];
  let best = { threshold: 0, declined: 0, wrongly: 0 };
  for (const threshold of scores) {
    const declined = share(unanswerable, (r) => r.peer.score < threshold);
    const wrongly = share(answerable, (r) => r.peer.score < threshold);
    if (declined - wrongly > best.declined - best.wrongly) best = { threshold, declined, wrongly };
  }
  const figures: Figures = {
    hit1: share(answerable, (r) => r.peer.titles[0] === r.question.doc),
    hit3: share(answerable, (r) => r.peer.titles.includes(r.question.doc)),
    fact: share(answerable, (r) => containsFacts(r.peer.answer, r.question.facts)),
    page1: NaN,
    offTopicDeclined: best.declined,
    wronglyDeclined: best.wrongly,
  };
  return { figures, threshold: best.threshold };
}

export const TARGETS = { hit1: 0.9, hit3: 0.97, fact: 0.7, offTopicDeclined: 0.9, wronglyDeclined: 0.05 };

/** Targets missed: the absolute ones, and any figure worse than the peer's. */
export function missedTargets(ours: Figures, peer: Figures): string[] {
  const missed: string[] = [];
  for (const key of ["hit1", "hit3", "fact", "offTopicDeclined"] as const) {
    if (!(ours[key] >= TARGETS[key])) missed.push(`${key} ${pct(ours[key])} < ${pct(TARGETS[key])}`);
    if (ours[key] < peer[key])
      missed.push(`${key} ${pct(ours[key])} below the BM25 peer's ${pct(peer[key])}`);
  }
  if (!(ours.wronglyDeclined <= TARGETS.wronglyDeclined))
    missed.push(`wronglyDeclined ${pct(ours.wronglyDeclined)} > ${pct(TARGETS.wronglyDeclined)}`);
  if (ours.wronglyDeclined > peer.wronglyDeclined)
    missed.push(
      `wronglyDeclined ${pct(ours.wronglyDeclined)} above the BM25 peer's ${pct(peer.wronglyDeclined)}`,
    );
  return missed;
}

export const pct = (value: number) => (Number.isNaN(value) ? "–" : `${(value * 100).toFixed(1)} %`);

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
