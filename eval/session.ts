/**
 * One corpus's evaluation session, run by eval/run.ts in a child process of its own so that every
 * corpus starts from a fresh embedded database and fresh in-memory state:
 *
 * 1. starts the app on an empty data directory, eval/.data/<corpus> (demo seed, embedded answers: no
 *    OPENAI_API_KEY) and uploads and processes the corpus's files as Demo admins through the
 *    documents API;
 * 2. asks each question through POST /api/chat as Demo members (Spanish or English UI, as the
 *    question), and the same questions to the BM25 peer over the same chunks;
 * 3. sends the replies to the parent over IPC (nothing is written: test questions stay unprinted).
 *
 * Usage (from eval/run.ts): fork("eval/session.ts", [corpusId, "dev,test"]).
 */
import fs from "node:fs";
import path from "node:path";
import type { Reply } from "./api";
import type { PeerReply } from "./peer";
import { loadCorpus, type SetName } from "./load-corpus";
import type { CorpusFile, Question } from "./types";

export type SessionResult = {
  files: CorpusFile[];
  ingestSeconds: number;
  /** Replies in the order of each set's questions. */
  replies: Record<SetName, { ours: Reply; peer: PeerReply }[]>;
};

const localeOf = (question: Question): "es" | "en" =>
  question.kind === "english" || /^(how|what|which|does|do|is|can|where|who|when|why)\b/i.test(question.q)
    ? "en"
    : "es";

async function session(id: string, sets: SetName[]): Promise<SessionResult> {
  const loaded = await loadCorpus(id);
  if (!loaded) throw new Error(`eval: corpus ${id} is not complete`);
  const files = await loaded.corpus.build();

  const dataDir = path.join(__dirname, ".data", id);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.env.DATA_DIR = dataDir;
  process.env.SEED_DEMO = "true";
  delete process.env.DATABASE_URL;
  delete process.env.OPENAI_API_KEY;
  delete process.env.EMBEDDING_MODEL;
  const { closeDb } = await import("@/server/db");
  const { prepareDatabase } = await import("@/server/prepare-database");
  const { uploadCorpus, membersFor, ask } = await import("./api");
  const { organizationChunks, createPeer } = await import("./peer");
  const { findUserByEmail } = await import("@/server/services/users");
  // As the server's start does: migrate, then seed the demo organisation the corpus is uploaded to.
  await prepareDatabase();

  const started = performance.now();
  await uploadCorpus(files);
  const ingestSeconds = (performance.now() - started) / 1000;

  const count = sets.reduce((sum, set) => sum + loaded.sets[set].length, 0);
  const members = await membersFor(count);
  const organizationId = (await findUserByEmail(members[0]))!.organizationId!;
  const peer = createPeer(await organizationChunks(organizationId));

  const replies: SessionResult["replies"] = { dev: [], test: [] };
  let asked = 0;
  for (const set of sets)
    for (const question of loaded.sets[set]) {
      const member = members[asked++ % members.length];
      replies[set].push({ ours: await ask(member, question.q, localeOf(question)), peer: peer(question.q) });
    }
  await closeDb();
  return { files, ingestSeconds, replies };
}

const [id, sets] = process.argv.slice(2);
session(id, sets.split(",") as SetName[]).then(
  (result) => process.send!(result, () => process.exit(0)),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
