import "server-only";
import { runInBackground } from "@/server/background";
import { getDb } from "@/server/db";
import { isShuttingDown } from "@/server/shutdown";
import { runProcessing } from "@/server/services/documents/processing-run";
import { OUTDATED_DOCUMENT, runReindexing } from "@/server/services/documents/reindexing";
import {
  OUTDATED_SOURCE,
  reindexKnowledgeBlock,
  reindexQaPair,
} from "@/server/services/knowledge/reindexing";

/**
 * The one background queue that indexes content (issue 20 point 5, issue 21 point 8). It has no
 * table of its own: the work is what the database says needs doing, found by a query each time, so a
 * restart continues where the last process stopped. In order:
 *
 * 1. documents "processing": claimed by an admin (documents/processing.ts), or left so by a crash, which
 *    the next start therefore processes again (bounded: MAX_PROCESSING_ATTEMPTS, then failed);
 * 2. processed documents indexed under older rules (INGEST_VERSION): re-processed while their old
 *    chunks keep answering (documents/reindexing.ts);
 * 3. knowledge blocks and Q&A pairs indexed under older rules.
 *
 * One job at a time, with a pause between jobs so requests (chat above all) are never starved; within
 * a document, batches of chunks are separate transactions. One process runs the queue (DESIGN §11:
 * several instances would move it to a shared job queue).
 */

type Job =
  { kind: "processing" | "reindexing"; id: string } | { kind: "knowledge_block" | "qa_pair"; id: string };

/** Between two jobs: lets the requests that queued behind a job's statements run first. */
const PAUSE_BETWEEN_JOBS_MS = 50;
/** After a job failed on the database itself (not on its content), before the next one. */
const PAUSE_AFTER_ERROR_MS = 1_000;

let running = false;
let wakeUp = false;
/** Jobs that failed on the database in this process: not tried again until the next start. */
const failedJobs = new Set<string>();

/** Starts the queue if it is idle; if it is running, it looks for work again before stopping. */
export function kickIndexingQueue(): void {
  wakeUp = true;
  if (running) return;
  running = true;
  runInBackground("indexing queue", async () => {
    try {
      while (wakeUp && !isShuttingDown()) {
        wakeUp = false;
        await drain();
      }
    } finally {
      running = false;
    }
  });
}

/** At start-up: counts what the queue has to do (for the log) and starts it. */
export async function startIndexingQueue(): Promise<{ interrupted: number; outdated: number }> {
  const db = await getDb();
  const [interrupted, documents, blocks, pairs] = await Promise.all([
    db.document.count({ where: { status: "processing" } }),
    db.document.count({ where: OUTDATED_DOCUMENT }),
    db.knowledgeBlock.count({ where: OUTDATED_SOURCE }),
    db.qaPair.count({ where: OUTDATED_SOURCE }),
  ]);
  kickIndexingQueue();
  return { interrupted, outdated: documents + blocks + pairs };
}

async function drain(): Promise<void> {
  for (let job = await nextJob(); job && !isShuttingDown(); job = await nextJob()) {
    try {
      await run(job);
      await pause(PAUSE_BETWEEN_JOBS_MS);
    } catch (error) {
      console.error(`[indexing] ${job.kind} ${job.id} failed; not retried before the next start`, error);
      failedJobs.add(job.id);
      await pause(PAUSE_AFTER_ERROR_MS);
    }
  }
}

async function nextJob(): Promise<Job | null> {
  const db = await getDb();
  const where = { id: { notIn: [...failedJobs] } };
  const oldestFirst = { orderBy: { updatedAt: "asc" as const }, select: { id: true } };
  const interrupted = await db.document.findFirst({
    where: { ...where, status: "processing" },
    ...oldestFirst,
  });
  if (interrupted) return { kind: "processing", id: interrupted.id };
  const outdated = await db.document.findFirst({ where: { ...where, ...OUTDATED_DOCUMENT }, ...oldestFirst });
  if (outdated) return { kind: "reindexing", id: outdated.id };
  const block = await db.knowledgeBlock.findFirst({
    where: { ...where, ...OUTDATED_SOURCE },
    ...oldestFirst,
  });
  if (block) return { kind: "knowledge_block", id: block.id };
  const pair = await db.qaPair.findFirst({ where: { ...where, ...OUTDATED_SOURCE }, ...oldestFirst });
  return pair ? { kind: "qa_pair", id: pair.id } : null;
}

function run(job: Job): Promise<void> {
  switch (job.kind) {
    case "processing":
      return runProcessing(job.id);
    case "reindexing":
      return runReindexing(job.id);
    case "knowledge_block":
      return reindexKnowledgeBlock(job.id);
    case "qa_pair":
      return reindexQaPair(job.id);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
