/**
 * `npm run eval`: answer quality on several corpora of real documents, each with a dev and a test set
 * of questions (issue 21; the shape of a corpus is in eval/types.ts).
 *
 *   npm run eval                                   every corpus of eval/corpora/, dev and test
 *   npm run eval -- --corpus pyme                  one corpus (the option may repeat)
 *   npm run eval -- --set dev                      dev questions only (fast iteration on the engine)
 *
 * For each corpus, one after another, a child process (eval/session.ts) builds or reuses its files in
 * eval/.cache/<id>/, starts the app on a fresh embedded database, uploads and processes the files
 * through the documents API, asks every question through POST /api/chat as members, and asks the BM25
 * peer the same. This process scores the replies, prints the aggregate figures and writes
 * eval/RESULTS.md and eval/DEV-FAILURES.md (eval/report.ts). A corpus whose index.ts, dev.ts or test.ts
 * does not exist yet is skipped with a warning; one whose session fails is reported and the others
 * still run. Exits with 1 when a target is missed (on the test set of each corpus, or on the dev set
 * when only dev ran) or a session failed.
 */
import { execSync, fork } from "node:child_process";
import path from "node:path";
import { corpusIds, loadCorpus, missingFiles, SETS, type SetName } from "./load-corpus";
import { corpusMisses, writeReports, type CorpusRun } from "./report";
import type { SessionResult } from "./session";

function options(argv: string[]): { corpora: string[]; sets: SetName[] } {
  const corpora: string[] = [];
  let sets = SETS;
  for (let i = 0; i < argv.length; i += 2) {
    const [option, value] = [argv[i], argv[i + 1]];
    if (option === "--corpus" && value) corpora.push(value);
    else if (option === "--set" && (value === "dev" || value === "test")) sets = [value];
    else throw new Error(`eval: unknown option ${option} (use --corpus <id> and --set dev|test)`);
  }
  const known = corpusIds();
  for (const id of corpora) if (!known.includes(id)) throw new Error(`eval: no corpus eval/corpora/${id}`);
  return { corpora: corpora.length ? corpora : known, sets };
}

/** Runs one corpus's session in a child process (its own fresh database) and collects the replies. */
const runSession = (id: string, sets: SetName[]) =>
  new Promise<SessionResult>((resolve, reject) => {
    let result: SessionResult | undefined;
    const child = fork(path.join(__dirname, "session.ts"), [id, sets.join(",")]);
    child.on("message", (message) => (result = message as SessionResult));
    child.on("error", reject);
    child.on("exit", (code) =>
      result ? resolve(result) : reject(new Error(`eval: the session of ${id} exited with ${code}`)),
    );
  });

async function main(): Promise<number> {
  const { corpora, sets } = options(process.argv.slice(2));
  const runs: CorpusRun[] = [];
  const skipped: string[] = [];
  const failed: string[] = [];
  for (const id of corpora) {
    const loaded = await loadCorpus(id);
    if (!loaded) {
      skipped.push(`${id} (no ${missingFiles(id).join(", ")})`);
      console.warn(`eval: skipping corpus ${id}: eval/corpora/${id}/${missingFiles(id).join(", ")} missing`);
      continue;
    }
    console.log(
      `eval: corpus ${id}, ${sets.map((set) => `${loaded.sets[set].length} ${set}`).join(", ")} questions`,
    );
    let session: SessionResult;
    try {
      session = await runSession(id, sets);
    } catch (error) {
      // One corpus that cannot run (its files, or the engine on it) does not stop the others.
      failed.push(id);
      skipped.push(`${id} (its session failed: see the console)`);
      console.error(String(error));
      continue;
    }
    const run: CorpusRun = {
      id,
      title: loaded.corpus.title,
      files: session.files,
      ingestSeconds: session.ingestSeconds,
      sets: {},
    };
    for (const set of sets)
      run.sets[set] = loaded.sets[set].map((question, index) => ({
        question,
        ...session.replies[set][index],
      }));
    runs.push(run);
  }
  if (runs.length === 0) throw new Error("eval: no corpus to run");

  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  // The evaluations' own reports do not make the code they measured uncommitted.
  const dirty =
    execSync(
      "git status --porcelain -- server eval ':!eval/RESULTS.md' ':!eval/DEV-FAILURES.md' ':!eval/FAQ-RESULTS.md'",
    )
      .toString()
      .trim() !== "";
  await writeReports(runs, dirty ? `${commit} + uncommitted changes` : commit, skipped);

  const missed = [
    ...failed.map((id) => `${id}: the session failed`),
    ...runs.flatMap((run) => corpusMisses(run).map((miss) => `${run.id}: ${miss}`)),
  ];
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
