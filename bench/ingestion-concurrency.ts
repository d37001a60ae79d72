/**
 * What other requests wait while a large PDF is processed (issue 8): the production server
 * (`npm start`'s script, embedded PGlite, demo seed) processes a generated PDF of PAGES pages while
 * this process keeps calling `GET /api/health` (one after another, 100 ms apart) and `POST /api/chat`
 * (every 1.5 s, alternating two members so the 20-a-minute limit is never what is measured). Each
 * latency is labelled with the phase it started in (extraction, indexing) from the server's log.
 * Then the cost of CHECKPOINT: after indexing the document, and with nothing written.
 *
 * `npm run bench:ingest` runs it alone (BENCH_INGEST_PAGES, default 1900); `npm run bench` includes it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite } from "@/server/db/pglite";
import { spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import { AdminApi } from "@/tests/crash/api";
import { ServerUnderTest, freePort, sleep } from "@/tests/crash/server";

type Phase = "extraction" | "indexing";
type Sample = { phase: Phase; ms: number; status: number };

export type IngestionConcurrency = {
  pages: number;
  chunks: number;
  extractionSeconds: number;
  indexingSeconds: number;
  health: Record<Phase, Stats>;
  chat: Record<Phase, Stats>;
  checkpointAfterIndexingMs: number;
  idleCheckpointMs: number;
};
export type Stats = { count: number; p50: number; p95: number; max: number; failed: number };

function stats(samples: Sample[], phase: Phase): Stats {
  const of = samples.filter((s) => s.phase === phase);
  const sorted = of.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {
    count: of.length,
    p50: at(50),
    p95: at(95),
    max: sorted.at(-1) ?? 0,
    failed: of.filter((s) => s.status !== 200).length,
  };
}

export async function measureIngestionConcurrency(
  pages = Number(process.env.BENCH_INGEST_PAGES ?? 1900),
): Promise<IngestionConcurrency> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-bench-ingest-"));
  fs.mkdirSync(path.join(root, "data"));
  const server = new ServerUnderTest(path.join(root, "data"), await freePort());
  try {
    await server.start();
    const admin = new AdminApi(server);
    await admin.signIn("admin@example.com");
    const member = new AdminApi(server);
    await member.signIn("member@example.com");
    const members = [member, admin]; // admins chat too
    await sleep(3_000); // the start-up backup is not what is measured
    const id = await admin.upload("manual-grande.pdf", await textPdf(spanishProsePages(pages)));

    let phase: Phase = "extraction";
    let done = false;
    const health: Sample[] = [];
    const chat: Sample[] = [];
    const timed = async (into: Sample[], call: () => Promise<{ status: number }>) => {
      const started = performance.now();
      const at = phase;
      const { status } = await call().catch(() => ({ status: 0 }));
      into.push({ phase: at, ms: performance.now() - started, status });
    };
    const healthLoop = (async () => {
      while (!done) {
        await timed(health, () => fetch(`${server.baseUrl}/api/health`));
        await sleep(100);
      }
    })();
    const chatLoop = (async () => {
      for (let i = 0; !done; i++) {
        await timed(chat, () =>
          members[i % 2].call("POST", "/api/chat", { message: "¿Cuál es el horario de atención?" }),
        );
        await sleep(1_500);
      }
    })();

    const started = performance.now();
    await admin.call("POST", `/api/documents/${id}/process`);
    await server.waitFor(new RegExp(`${id}: text extracted, indexing (\\d+) chunks`), 600_000);
    const extracted = performance.now();
    phase = "indexing";
    await server.waitFor(new RegExp(`${id}: processed`), 600_000);
    const indexed = performance.now();
    done = true;
    await Promise.all([healthLoop, chatLoop]);
    const chunks = Number(
      new RegExp(`${id}: text extracted, indexing (\\d+) chunks`).exec(server.output)![1],
    );
    expectClean(await server.stop("SIGTERM"));

    const checkpoints = await measureCheckpoint(path.join(root, "data", "db"), id);
    return {
      pages,
      chunks,
      extractionSeconds: (extracted - started) / 1000,
      indexingSeconds: (indexed - extracted) / 1000,
      health: { extraction: stats(health, "extraction"), indexing: stats(health, "indexing") },
      chat: { extraction: stats(chat, "extraction"), indexing: stats(chat, "indexing") },
      ...checkpoints,
    };
  } finally {
    await server.killAndWait();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function expectClean(code: number | null) {
  if (code !== 0) throw new Error(`the server did not stop cleanly (exit code ${code})`);
}

/**
 * CHECKPOINT right after the document's chunks are written again (as at the end of indexing), and
 * with nothing written since the last one (the periodic check's usual case).
 */
async function measureCheckpoint(dataDir: string, documentId: string) {
  const pglite = await createPglite(dataDir);
  try {
    await pglite.exec("CHECKPOINT");
    const idleStarted = performance.now();
    await pglite.exec("CHECKPOINT");
    const idleCheckpointMs = performance.now() - idleStarted;
    await pglite.query(
      `UPDATE "Chunk" SET "text" = "text" || ' ' WHERE "sourceKind" = 'document' AND "sourceId" = $1`,
      [documentId],
    );
    const started = performance.now();
    await pglite.exec("CHECKPOINT");
    return { checkpointAfterIndexingMs: performance.now() - started, idleCheckpointMs };
  } finally {
    await pglite.close();
  }
}

const fmt = (s: Stats) =>
  `p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (${s.count} requests${s.failed ? `, ${s.failed} failed` : ""})`;

export function describeIngestionConcurrency(r: IngestionConcurrency): string[] {
  return [
    `${r.pages}-page PDF, ${r.chunks} chunks: extraction ${r.extractionSeconds.toFixed(1)} s, indexing ${r.indexingSeconds.toFixed(1)} s`,
    `GET /api/health during extraction: ${fmt(r.health.extraction)}`,
    `GET /api/health during indexing: ${fmt(r.health.indexing)}`,
    `POST /api/chat during extraction: ${fmt(r.chat.extraction)}`,
    `POST /api/chat during indexing: ${fmt(r.chat.indexing)}`,
    `CHECKPOINT after rewriting the document's ${r.chunks} chunks: ${r.checkpointAfterIndexingMs.toFixed(0)} ms; with nothing written: ${r.idleCheckpointMs.toFixed(1)} ms`,
  ];
}

if (process.argv[1]?.endsWith("ingestion-concurrency.ts"))
  measureIngestionConcurrency().then(
    (result) => {
      for (const line of describeIngestionConcurrency(result)) console.log(line);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
