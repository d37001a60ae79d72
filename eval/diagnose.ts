/**
 * `npx tsx --require ./bench/server-only.cjs eval/diagnose.ts <corpus>`: what the relevance gate saw
 * for each DEV question of a corpus (never the test set), on the database the last `npm run eval`
 * left in eval/.data/<corpus>: the top chunks with their coverage of the question's mass, whether
 * each passes the gate, and whether the expected document is among them. For studying the gate on
 * dev questions; it changes nothing.
 */
import path from "node:path";
import { loadCorpus } from "./load-corpus";
import { isAnswerable } from "./types";

async function main(id: string) {
  process.env.DATA_DIR = path.join(__dirname, ".data", id);
  delete process.env.DATABASE_URL;
  const loaded = await loadCorpus(id);
  if (!loaded) throw new Error(`no corpus ${id}`);
  const { getDb, closeDb } = await import("@/server/db");
  const { answerQuestion } = await import("@/server/services/chat/answer-question");
  const db = await getDb();
  const [org] = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "organizationId" AS "id" FROM "User" WHERE "email" = 'admin@example.com'`,
  );
  for (const question of loaded.sets.dev) {
    const { retrieved, passages } = await answerQuestion(org.id, question.q, {
      locale: "es",
      engine: null,
      uncached: true,
    });
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
  await closeDb();
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
