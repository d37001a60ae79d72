/** The evaluation's report: printed, and written to eval/RESULTS.md. */
import { writeMarkdown } from "../bench/write-markdown";
import type { CorpusFile } from "./corpus";
import {
  containsFacts,
  missedTargets,
  ourFigures,
  peerFigures,
  pct,
  percentile,
  TARGETS,
  type AnswerableResult,
  type Figures,
  type UnanswerableResult,
} from "./score";

export type Run = {
  corpus: CorpusFile[];
  commit: string;
  ingestSeconds: number;
  answerable: AnswerableResult[];
  unanswerable: UnanswerableResult[];
};

const ROWS: { key: keyof Figures; label: string; target: string }[] = [
  { key: "hit1", label: "right document first (hit@1)", target: `≥ ${pct(TARGETS.hit1)}` },
  { key: "hit3", label: "right document in the top 3 (hit@3)", target: `≥ ${pct(TARGETS.hit3)}` },
  { key: "fact", label: "answer contains the fact", target: `≥ ${pct(TARGETS.fact)}` },
  { key: "offTopicDeclined", label: "off-topic declined", target: `≥ ${pct(TARGETS.offTopicDeclined)}` },
  {
    key: "wronglyDeclined",
    label: "answerable wrongly declined",
    target: `≤ ${pct(TARGETS.wronglyDeclined)}`,
  },
  { key: "page1", label: "first source on the expected page (diagnostic)", target: "–" },
];

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

function perKind(run: Run): string {
  const kinds = [...new Set(run.answerable.map((r) => r.question.kind))];
  const rows = kinds.map((kind) => {
    const subset = run.answerable.filter((r) => r.question.kind === kind);
    const ours = ourFigures(subset, []);
    const peer = peerFigures(subset, []).figures;
    return [
      kind,
      String(subset.length),
      `${pct(ours.hit1)} / ${pct(peer.hit1)}`,
      `${pct(ours.hit3)} / ${pct(peer.hit3)}`,
      `${pct(ours.fact)} / ${pct(peer.fact)}`,
      pct(ours.wronglyDeclined),
    ];
  });
  const offKinds = [...new Set(run.unanswerable.map((r) => r.question.kind))];
  for (const kind of offKinds) {
    const subset = run.unanswerable.filter((r) => r.question.kind === kind);
    rows.push([
      `off-topic: ${kind}`,
      String(subset.length),
      "",
      "",
      "",
      `declined ${pct(ourFigures([], subset).offTopicDeclined)}`,
    ]);
  }
  return table(
    ["kind", "n", "hit@1 ours / peer", "hit@3 ours / peer", "fact ours / peer", "wrongly declined"],
    rows,
  );
}

function failures(run: Run): string[] {
  const lines: string[] = [];
  for (const { question, ours } of run.answerable) {
    const first = ours.sources[0];
    const got = ours.answered ? `${first?.title ?? "no source"} p. ${first?.page ?? "–"}` : "declined";
    const hit = first?.title === question.doc;
    const fact = ours.answered && containsFacts(ours.response, question.facts);
    if (!hit || !fact)
      lines.push(
        `- [${question.kind}] «${question.q}» → ${got}${hit ? "" : ` (expected ${question.doc} p. ${question.pages.join("–")})`}${fact ? "" : `; missing ${question.facts.join(", ")}`}`,
      );
  }
  for (const { question, ours } of run.unanswerable)
    if (ours.answered)
      lines.push(
        `- [off-topic ${question.kind}] «${question.q}» answered from ${ours.sources[0]?.title ?? "?"}`,
      );
  return lines;
}

/** Prints the figures, writes the report and returns the targets missed. */
export async function writeReport(run: Run, file: string): Promise<string[]> {
  const ours = ourFigures(run.answerable, run.unanswerable);
  const { figures: peer, threshold } = peerFigures(run.answerable, run.unanswerable);
  const latencies = [...run.answerable, ...run.unanswerable].map((r) => r.ours.ms);
  const pages = run.corpus.reduce((sum, file) => sum + file.pages, 0);
  const missed = missedTargets(ours, peer);
  const summary = table(
    ["figure", "ours", "BM25 peer (MiniSearch)", "target"],
    ROWS.map((row) => [row.label, pct(ours[row.key]), pct(peer[row.key]), row.target]),
  );
  const latency = `Latency of POST /api/chat (in process, embedded answers): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms.`;
  const misses = failures(run);
  const report = [
    "# Answer quality (`npm run eval`)",
    "",
    `Commit ${run.commit}, ${new Date().toISOString().slice(0, 10)}. Embedded mode (no model), embedded PGlite.`,
    "",
    `Corpus: ${run.corpus.length} PDFs, ${pages} pages, from the Debian packages debian-reference-es and manpages-es (see eval/corpus.ts), uploaded and processed through the documents API in ${run.ingestSeconds.toFixed(1)} s.`,
    "",
    ...run.corpus.map((file) => `- ${file.name}: ${file.pages} pages`),
    "",
    `Questions: ${run.answerable.length} answerable, ${run.unanswerable.length} that the corpus does not answer (eval/questions.ts).`,
    "",
    summary,
    "",
    `The peer declines below a BM25 score of ${threshold.toFixed(2)}, the threshold that serves it best on this run.`,
    "",
    latency,
    "",
    "## Per question kind",
    "",
    perKind(run),
    "",
    `## Misses (${misses.length})`,
    "",
    ...misses,
    "",
  ].join("\n");
  await writeMarkdown(file, report);
  console.log(summary);
  console.log(latency);
  console.log(perKind(run));
  return missed;
}
