/**
 * `npx tsx --require ./bench/server-only.cjs eval/diagnose.ts <corpus> [--quotes]`: a view of each DEV
 * question of a corpus (never the test set), on the database the last `npm run eval` left in
 * eval/.data/<corpus>. For studying the engine on dev questions; it changes nothing.
 *
 * - By default, what the relevance gate saw: the top chunks with their coverage of the question's
 *   mass, whether each passes the gate, and whether the expected document is among them.
 * - With --quotes, where the facts were lost when the right document came first: whether the first
 *   passage holds every fact (then the quote left them out: a quoting miss) or not (some are on another
 *   page or chunk, which the answer may or may not quote), with the answer given, and the counts.
 */
import path from "node:path";
import { loadCorpus } from "./load-corpus";
import { containsFacts } from "./score";
import { isAnswerable, type Question } from "./types";
import type { QuestionOutcome } from "@/server/services/chat/answer-question";

type Ask = (question: string) => Promise<QuestionOutcome>;

async function gateView(questions: Question[], ask: Ask) {
  for (const question of questions) {
    const { retrieved, passages } = await ask(question.q);
    const expected = isAnswerable(question) ? question.doc : null;
    const answered = passages.length > 0;
    const verdict = expected
      ? passages[0]?.title === expected
        ? "OK  "
        : answered
          ? "WRONG"
          : "DECL"
      : answered
        ? "LEAK"
        : "ok  ";
    console.log(`\n${verdict} [${question.kind}] ${question.q}${expected ? `  → ${expected}` : ""}`);
    for (const chunk of retrieved.slice(0, 4))
      console.log(
        `   ${passages.includes(chunk) ? "+" : "-"} cov ${(chunk.coverage ?? 0).toFixed(2)} rank ${chunk.rank.toFixed(3)}${chunk.bridged ? " bridged" : ""} ${chunk.title} p.${chunk.page ?? "–"}: ${chunk.text.slice(0, 90).replace(/\s+/g, " ")}`,
      );
  }
}

async function quotesView(questions: Question[], ask: Ask) {
  const counts = { rightDocumentFirst: 0, factQuoted: 0, quotingMiss: 0, factsElsewhere: 0 };
  for (const question of questions) {
    if (!isAnswerable(question)) continue;
    const { passages, stream } = await ask(question.q);
    if (passages[0]?.title !== question.doc) continue;
    counts.rightDocumentFirst++;
    const answer = await stream!.final;
    if (answer.answered && containsFacts(answer.text, question.facts)) {
      counts.factQuoted++;
      continue;
    }
    const inFirstPassage = containsFacts(passages[0].text, question.facts);
    counts[inFirstPassage ? "quotingMiss" : "factsElsewhere"]++;
    console.log(
      `\n${inFirstPassage ? "QUOTING  " : "ELSEWHERE"} [${question.kind}] ${question.q}\n` +
        `   facts: ${question.facts.join(" ; ")}\n   answer: ${answer.text.replace(/\n+/g, " ⏎ ")}`,
    );
  }
  console.log("\n", counts);
}

async function main(id: string, mode: string | undefined) {
  if (mode !== undefined && mode !== "--quotes") throw new Error(`diagnose: unknown option ${mode}`);
  process.env.DATA_DIR = path.join(__dirname, ".data", id);
  delete process.env.DATABASE_URL;
  const loaded = await loadCorpus(id);
  if (!loaded) throw new Error(`no corpus ${id}`);
  const { getDb, closeDb } = await import("@/server/db");
  const { answerQuestion } = await import("@/server/services/chat/answer-question");
  const { createEmbeddedEngine } = await import("@/server/ai/extractive");
  const db = await getDb();
  const [org] = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "organizationId" AS "id" FROM "User" WHERE "email" = 'admin@example.com'`,
  );
  // The gate view retrieves and gates only; the quotes view also answers, as the chat does.
  const engine = mode === "--quotes" ? createEmbeddedEngine() : null;
  const ask: Ask = (question) => answerQuestion(org.id, question, { locale: "es", engine, uncached: true });
  await (mode === "--quotes" ? quotesView : gateView)(loaded.sets.dev, ask);
  await closeDb();
}

main(process.argv[2], process.argv[3]).catch((error) => {
  console.error(error);
  process.exit(1);
});
