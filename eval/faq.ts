/**
 * `npm run eval:faq`: answer quality on the knowledge blocks small service businesses write themselves
 * (a pharmacy, a taquería, a vet, a gym, a posada, a bakery, a laundry…), asked the way their
 * customers and staff write on WhatsApp. Each file of eval/faq/ holds four businesses' blocks and 30
 * questions per business, written by someone who had not read the engine's code: dev-1 and dev-2 may
 * be studied; test was written before the changes it measures and is reported in aggregate only.
 *
 * In process, on a fresh embedded database: every business is an organisation, its blocks are saved
 * as the training screen saves them, and every question goes through `answerQuestion` (retrieve →
 * gate → answer, what the chat route runs) with the embedded engine. A question scores when the first
 * quoted block is the expected one, or when an off-topic question is declined. Writes
 * eval/FAQ-RESULTS.md. The file-based corpora of `npm run eval` measure documents; this measures the
 * short blocks an owner types, where a word the customer uses is far less likely to be in the content.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeMarkdown } from "../bench/write-markdown";

type Block = { key: string; title: string; html: string };
type FaqQuestion = { business: string; q: string; expect: string | null; kind: string };
type FaqSet = { businesses: Record<string, Block[]>; questions: FaqQuestion[] };
type Tally = { n: number; right: number; declined: number };

const SETS = ["dev-1", "dev-2", "test"] as const;
const KINDS = ["formal", "colloquial", "typos", "english", "short", "offtopic-unrelated", "offtopic-near"];

const readSet = (name: string): FaqSet =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "faq", `${name}.json`), "utf8")) as FaqSet;

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : "–");

async function main() {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-faq-"));
  process.env.SEED_DEMO = "false";
  delete process.env.DATABASE_URL;
  const { getDb, closeDb } = await import("@/server/db");
  const { createKnowledgeBlock } = await import("@/server/services/knowledge/blocks");
  const { answerQuestion } = await import("@/server/services/chat/answer-question");
  const db = await getDb();

  const sections: string[] = [];
  const failures: string[] = [];
  for (const name of SETS) {
    const set = readSet(name);
    const keyOf = new Map<string, string>();
    for (const [business, blocks] of Object.entries(set.businesses)) {
      await db.organization.create({ data: { id: `${name}-${business}`, name: business } });
      for (const block of blocks) {
        const saved = await createKnowledgeBlock(`${name}-${business}`, {
          title: block.title,
          content: block.html,
        });
        keyOf.set(saved.id, block.key);
      }
    }
    const tallies = new Map(KINDS.map((kind) => [kind, { n: 0, right: 0, declined: 0 } as Tally]));
    for (const question of set.questions) {
      const { passages } = await answerQuestion(`${name}-${question.business}`, question.q, {
        locale: "es",
        engine: null,
        uncached: true,
      });
      const first = passages[0] ? (keyOf.get(passages[0].sourceId) ?? "?") : null;
      const right = question.expect === null ? first === null : first === question.expect;
      const tally = tallies.get(question.kind)!;
      tally.n++;
      if (right) tally.right++;
      if (question.expect !== null && first === null) tally.declined++;
      if (!right && name !== "test")
        failures.push(
          `- ${name} [${question.kind}] ${question.business}: «${question.q}» expected ${question.expect ?? "a decline"}, got ${first ?? "a decline"}`,
        );
    }
    const answerable = [...tallies].filter(([kind]) => !kind.startsWith("offtopic")).map(([, t]) => t);
    const offTopic = [...tallies].filter(([kind]) => kind.startsWith("offtopic")).map(([, t]) => t);
    const sum = (list: Tally[], field: keyof Tally) => list.reduce((total, t) => total + t[field], 0);
    const rows = KINDS.map((kind) => {
      const t = tallies.get(kind)!;
      return kind.startsWith("offtopic")
        ? `| ${kind} | ${t.n} | declined ${percent(t.right, t.n)} | |`
        : `| ${kind} | ${t.n} | ${percent(t.right, t.n)} | ${percent(t.declined, t.n)} |`;
    });
    sections.push(
      [
        `## ${name}${name === "test" ? " (aggregate only)" : ""}`,
        "",
        `Answerable: right block first ${percent(sum(answerable, "right"), sum(answerable, "n"))}, wrongly declined ${percent(sum(answerable, "declined"), sum(answerable, "n"))}. Off-topic declined ${percent(sum(offTopic, "right"), sum(offTopic, "n"))}.`,
        "",
        "| kind | n | right block first | wrongly declined |",
        "| --- | --- | --- | --- |",
        ...rows,
      ].join("\n"),
    );
    console.log(sections.at(-1));
  }
  await closeDb();
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  const date = new Date().toISOString().slice(0, 10);
  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  // The evaluations' own reports do not make the code they measured uncommitted.
  const dirty = execSync(
    "git status --porcelain -- server eval ':!eval/RESULTS.md' ':!eval/DEV-FAILURES.md' ':!eval/FAQ-RESULTS.md'",
  )
    .toString()
    .trim();
  await writeMarkdown(
    path.join(__dirname, "FAQ-RESULTS.md"),
    [
      "# Answer quality on small businesses' own knowledge blocks (`npm run eval:faq`)",
      "",
      `Commit ${commit}${dirty ? " + uncommitted changes" : ""}, ${date}. Embedded mode (no model), embedded PGlite, in process through answerQuestion. Each set: four businesses with 13–16 blocks each, 120 questions.`,
      "",
      ...sections.flatMap((section) => [section, ""]),
      "## Failed dev questions",
      "",
      ...failures,
      "",
    ].join("\n"),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
