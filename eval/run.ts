/**
 * `npm run eval`: answer quality on real documents (DESIGN §13, issue 10).
 *
 * 1. Builds the corpus (eval/corpus.ts): Spanish Debian documentation as eight PDFs, 324 pages.
 * 2. Starts the app on a fresh embedded database in eval/.data (demo seed, embedded answers: no
 *    OPENAI_API_KEY), uploads and processes the PDFs as the Demo admin through the documents API.
 * 3. Asks every question of eval/questions.ts as Demo members through POST /api/chat (Spanish or
 *    English UI, as the question), and the same questions to a BM25 peer over the same chunks.
 * 4. Prints and writes eval/RESULTS.md: hit@1, hit@3, answer contains the fact, off-topic declined,
 *    in-scope wrongly declined, latency, per question kind, ours beside the peer's. Exits with 1 when a
 *    target is missed, so the run is a check.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildCorpus } from "./corpus";
import { ANSWERABLE, UNANSWERABLE, type Answerable, type Unanswerable } from "./questions";
import { writeReport, type Run } from "./report";

const DATA_DIR = path.join(__dirname, ".data");

function prepareEnvironment(): void {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  process.env.DATA_DIR = DATA_DIR;
  process.env.SEED_DEMO = "true";
  delete process.env.DATABASE_URL;
  delete process.env.OPENAI_API_KEY;
  delete process.env.EMBEDDING_MODEL;
}

const localeOf = (question: Answerable | Unanswerable): "es" | "en" =>
  "kind" in question && question.kind === "english"
    ? "en"
    : /^(how|what|which|does|do|is|can|where|who|when|why)\b/i.test(question.q)
      ? "en"
      : "es";

async function main(): Promise<number> {
  const corpus = await buildCorpus();
  prepareEnvironment();
  const { closeDb } = await import("@/server/db");
  const { prepareDatabase } = await import("@/server/prepare-database");
  const { uploadCorpus, membersFor, ask } = await import("./api");
  const { organizationChunks, createPeer } = await import("./peer");
  // As the server's start does: migrate, then seed the demo organisation the corpus is uploaded to.
  await prepareDatabase();

  const ingestStarted = performance.now();
  await uploadCorpus(corpus);
  const ingestSeconds = (performance.now() - ingestStarted) / 1000;

  const questions: (Answerable | Unanswerable)[] = [...ANSWERABLE, ...UNANSWERABLE];
  const members = await membersFor(questions.length);
  const { findUserByEmail } = await import("@/server/services/users");
  const organizationId = (await findUserByEmail(members[0]))!.organizationId!;
  const peer = createPeer(await organizationChunks(organizationId));

  const replies = [];
  for (const [index, question] of questions.entries()) {
    const member = members[index % members.length];
    replies.push({
      question,
      ours: await ask(member, question.q, localeOf(question)),
      peer: peer(question.q),
    });
  }
  await closeDb();

  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  // This run's own report does not make the code it measured uncommitted.
  const dirty =
    execSync("git status --porcelain -- server eval ':!eval/RESULTS.md'").toString().trim() !== "";
  const run: Run = {
    corpus,
    commit: dirty ? `${commit} + uncommitted changes` : commit,
    ingestSeconds,
    answerable: replies.filter((r) => "doc" in r.question) as Run["answerable"],
    unanswerable: replies.filter((r) => !("doc" in r.question)) as Run["unanswerable"],
  };
  const missed = await writeReport(run, path.join(__dirname, "RESULTS.md"));
  if (missed.length > 0) {
    console.log(`\nTargets missed:\n- ${missed.join("\n- ")}`);
    return 1;
  }
  console.log("\nEvery target met.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
