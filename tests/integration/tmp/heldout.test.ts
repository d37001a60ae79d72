import fs from "node:fs";
import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { answerQuestion } from "@/server/services/chat/answer-question";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

// Held-out store FAQs written by someone who never read the engine: aggregate figures only.
useTestDatabase();
type Block = { key: string; title: string; html: string };
type Question = { business: string; q: string; expect: string | null; kind: string };
const corpus: Record<string, Block[]> = JSON.parse(fs.readFileSync(`${process.env.HELDOUT_DIR ?? "/tmp/heldout"}/corpus.json`, "utf8"));
const questions: Question[] = JSON.parse(fs.readFileSync(`${process.env.HELDOUT_DIR ?? "/tmp/heldout"}/questions.json`, "utf8"));
const ids = new Map<string, string>();

beforeAll(async () => {
  const db = await testDb();
  for (const [business, blocks] of Object.entries(corpus)) {
    await db.organization.create({ data: { id: business, name: business } });
    for (const block of blocks) {
      const { id } = await createKnowledgeBlock(business, { title: block.title, content: block.html });
      ids.set(id, block.key);
    }
  }
}, 120_000);

it("plans", async () => {
  const asked = process.env.HELDOUT_PLAN;
  if (!asked) return;
  const question = questions.find((q) => q.q === asked)!;
  const { planSearch } = await import("@/server/services/retrieval/plan");
  const plan = await planSearch(await testDb(), question.business, asked);
  const { retrieved } = await answerQuestion(question.business, asked, { locale: "es", engine: null, uncached: true });
  console.log(`mass ${plan?.mass.toFixed(2)}\n` + (plan?.groups ?? []).map((g) => `${g.gateQuery}${g.bridged ? " B" : ""} ${g.gateWeight.toFixed(2)}`).join("\n") + "\n" + retrieved.slice(0, 3).map((c) => `${ids.get(c.sourceId)} cov ${c.coverage?.toFixed(2)}`).join("\n"));
});

it("coverages", async () => {
  if (!process.env.HELDOUT_COV) return;
  const rows: string[] = [];
  for (const question of questions) {
    const { retrieved, passages } = await answerQuestion(question.business, question.q, { locale: "es", engine: null, uncached: true });
    const right = retrieved.find((c) => ids.get(c.sourceId) === question.expect);
    const top = retrieved[0];
    const second = retrieved.find((c) => c.sourceId !== top?.sourceId);
    rows.push(`${question.expect ? "ANS" : "OFF"} ${question.kind.padEnd(18)} ratio ${((top?.coverage ?? 0) / Math.max(0.01, second?.coverage ?? 0)).toFixed(2).padStart(6)} top ${(top?.coverage ?? 0).toFixed(2)} ${top && ids.get(top.sourceId) === question.expect ? "R" : "-"} right ${(right?.coverage ?? -1).toFixed(2)} ${passages.length ? "answered" : "declined"}`);
  }
  console.log(rows.sort().join("\n"));
});

it("reports", async () => {
  if (process.env.HELDOUT_COV) return;
  if (process.env.HELDOUT_PLAN) return;
  const byKind = new Map<string, { n: number; ok: number; declined: number }>();
  const verbose = process.env.HELDOUT_VERBOSE === "1";
  const lines: string[] = [];
  for (const question of questions) {
    const { passages } = await answerQuestion(question.business, question.q, { locale: "es", engine: null, uncached: true });
    const got = passages[0] ? ids.get(passages[0].sourceId) ?? "?" : null;
    const ok = question.expect === null ? got === null : got === question.expect;
    const kind = question.expect === null ? question.kind : `${question.kind}`;
    const entry = byKind.get(kind) ?? { n: 0, ok: 0, declined: 0 };
    entry.n++;
    if (ok) entry.ok++;
    if (question.expect !== null && got === null) entry.declined++;
    byKind.set(kind, entry);
    if (verbose && !ok) lines.push(`${question.kind} ${question.business}: ${question.q} → ${got} (want ${question.expect})`);
  }
  const answerable = [...byKind].filter(([kind]) => !kind.startsWith("offtopic"));
  const total = answerable.reduce((sum, [, e]) => sum + e.n, 0);
  const ok = answerable.reduce((sum, [, e]) => sum + e.ok, 0);
  const declined = answerable.reduce((sum, [, e]) => sum + e.declined, 0);
  const report = [
    `answerable hit@1 ${((100 * ok) / total).toFixed(1)} % (${ok}/${total}), wrongly declined ${((100 * declined) / total).toFixed(1)} %`,
    ...[...byKind].map(([kind, e]) => `  ${kind}: ${e.ok}/${e.n}${kind.startsWith("offtopic") ? " declined" : ` right first, ${e.declined} declined`}`),
    ...lines,
  ];
  console.log(report.join("\n"));
}, 600_000);
