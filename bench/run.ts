/**
 * `npm run bench`: the DESIGN §13 budgets, measured and written to bench/RESULTS.md.
 *
 * 1. Retrieval p50/p95/p99 of `rankChunks` (the search itself, without the search cache) at 10k and
 *    100k chunks in one organisation, on embedded PGlite and on PostgreSQL, over a realistic question
 *    mix (bench/corpus.ts), after a warm-up pass.
 * 2. The chat API in embedded mode (PGlite, no OPENAI_API_KEY): `POST /api/chat` over HTTP against
 *    `next start` (bench/http.ts), 10 concurrent members, at 10k and 100k chunks, the mix's questions
 *    asked again and again (as employees do; searches are then cached) and, at 100k, 500 questions
 *    never asked before (every search misses the cache); and, as a breakdown, the answer path in
 *    process (uncached retrieval, relevance gate, extractive engine; no HTTP, no writes).
 * 3. PDF ingestion pages/s: a generated 200-page PDF extracted, chunked and indexed.
 * 4. The server's RSS after the chat API runs, with the 112k-chunk database in use.
 * 5. First-load JS of the landing page and the chat (gzip), from the same server.
 * 6. Lighthouse (performance, accessibility, SEO) on /, /login and /aviso-de-privacidad, same server.
 * 7. What health checks and chat answers wait while a large PDF is processed, and CHECKPOINT's cost
 *    (bench/ingestion-concurrency.ts; `npm run bench:ingest` runs it alone).
 *
 * Run with `npm run bench` (tsx, with bench/server-only.cjs preloaded; it builds the app first when
 * the sources changed). Environment: BENCH_PG_URL (default postgresql://postgres@127.0.0.1:5432/postgres;
 * "off" skips PostgreSQL; a database `asistente_bench` is created there and dropped at the end),
 * BENCH_SAMPLES (default 264 per size and engine: four passes over the 66 questions).
 *
 * The PGlite corpus is built once into bench/.data/ (about 2–4 minutes) and reused by later runs.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { resetConfigForTests } from "@/server/config";
import { closeDb, getDb, resetDbForTests } from "@/server/db";
import { answerEngine } from "@/server/ai/engine";
import { chunkText } from "@/server/ingest/chunk";
import { extractPdfPages } from "@/server/ingest/pdf";
import { answerQuestion } from "@/server/services/chat/answer-question";
import { replaceSourceChunks } from "@/server/services/retrieval/indexing";
import { CANDIDATES, explainSearch, rankChunks } from "@/server/services/retrieval/full-text";
import { spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import { newQuestions, queryMix } from "./corpus";
import { measureChatApi, type LighthouseScores } from "./http";
import { describeIngestionConcurrency, measureIngestionConcurrency } from "./ingestion-concurrency";
import { cachedPgliteCorpus, serverCorpus } from "./load";
import { writeMarkdown } from "./write-markdown";

const log = (message: string) => console.log(message);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 264);
const PG_URL = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const CONCURRENCY = 10;
// Questions asked once each in the cache-miss run: 5 per member of the 100, under the rate limit.
const NEW_QUESTIONS = 500;

type Row = { metric: string; value: string; budget: string; pass: boolean | null };
const rows: Row[] = [];
const notes: string[] = [];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function openDatabase(url: string) {
  await closeDb();
  process.env.DATABASE_URL = url;
  process.env.SEED_DEMO = "false";
  process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("base64url");
  resetConfigForTests();
  resetDbForTests();
  const started = Date.now();
  await getDb();
  return Date.now() - started;
}

async function retrieval(engine: string) {
  const mix = queryMix();
  for (const [organizationId, size] of [
    ["bench-10k", "10k"],
    ["bench-100k", "100k"],
  ] as const) {
    // Warm-up: two passes (the first also fills the stemming cache and the page cache).
    for (let pass = 0; pass < 2; pass++)
      for (const query of mix) await rankChunks(organizationId, query.text);
    const timings: number[] = [];
    const byKind = new Map<string, number[]>();
    for (let i = 0; i < SAMPLES; i++) {
      const query = mix[i % mix.length];
      const started = performance.now();
      await rankChunks(organizationId, query.text);
      const elapsed = performance.now() - started;
      timings.push(elapsed);
      byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), elapsed]);
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    log(
      `  ${engine} ${size}: p50 ${ms(percentile(timings, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(timings, 99))}, max ${ms(timings.at(-1)!)} (${timings.length} samples)`,
    );
    rows.push({
      metric: `Retrieval, ${size} chunks in one organisation, ${engine}: p50 / p95 / p99`,
      value: `${ms(percentile(timings, 50))} / **${ms(p95)}** / ${ms(percentile(timings, 99))}`,
      budget: size === "100k" ? "p95 ≤ 50 ms" : "(p95 ≤ 50 ms at 100k)",
      pass: size === "100k" ? p95 <= 50 : p95 <= 50,
    });
    const kinds = [...byKind]
      .map(([kind, values]) => {
        values.sort((a, b) => a - b);
        return `${kind} ${ms(percentile(values, 50))}/${ms(percentile(values, 95))}`;
      })
      .join(", ");
    notes.push(`Retrieval ${engine} ${size}, p50/p95 by question kind: ${kinds}.`);
  }
  const plan = await explainSearch("bench-100k", "¿Cuál es la garantía de equipo de la empresa?");
  notes.push(
    `EXPLAIN ANALYZE on ${engine}, 100k, "¿Cuál es la garantía de equipo de la empresa?": ${plan.at(-1)?.trim()}; candidates: ${
      plan.find((line) => line.includes("Limit") && line.includes(`rows=${CANDIDATES}`))?.trim() ?? "n/a"
    }`,
  );
}

async function chatAnswers() {
  const organizationId = "bench-10k";
  const questions = queryMix().map((query) => query.text);
  const engine = answerEngine({
    apiKey: undefined,
    baseUrl: undefined,
    model: "",
    embeddingModel: undefined,
  });
  let answered = 0;
  const answerOne = async (question: string) => {
    // The chat's own pipeline (retrieve → gate → answer), searching every time.
    const { stream } = await answerQuestion(organizationId, question, {
      locale: "es",
      engine,
      uncached: true,
    });
    const final = await stream!.final;
    if (final.answered) answered++;
    return final.text;
  };
  const run = async (total: number, ask: (question: string, i: number) => Promise<unknown>) => {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < total) {
          const i = next++;
          await ask(questions[i % questions.length], i);
        }
      }),
    );
    return total / ((performance.now() - started) / 1000);
  };
  await run(questions.length, answerOne); // warm-up
  answered = 0;
  const total = 1_000;
  const perSecond = await run(total, answerOne);
  log(`  answer path: ${perSecond.toFixed(0)} answers/s (${answered}/${total} answered from content)`);
  rows.push({
    metric: `Chat answer path in process (retrieval + gate + extractive, no HTTP, nothing stored), ${CONCURRENCY} concurrent, 10k chunks`,
    value: `${perSecond.toFixed(0)}/s`,
    budget: "(breakdown)",
    pass: null,
  });
}

/**
 * What is measured against `next start`: the chat budget, the server's memory with the 112k-chunk
 * database in use, and the first-load JS of the landing and chat pages.
 */
async function chatApi(pgliteDir: string) {
  const total = 1_000;
  const mix = queryMix().map((query) => query.text);
  const { runs, newQuestionsRun, rssBytes, peakRssBytes, firstLoad, lighthouse } = await measureChatApi({
    pgliteDir,
    organizationIds: ["bench-10k", "bench-100k"],
    questions: mix,
    newQuestions: newQuestions(NEW_QUESTIONS, new Set(mix)),
    total,
    concurrency: CONCURRENCY,
    log,
  });
  for (const run of runs) {
    const allAnswered = (run.statuses["200"] ?? 0) === total;
    const size = run.organizationId.replace("bench-", "");
    rows.push({
      metric: `Chat API, POST /api/chat over HTTP (next start, embedded PGlite, extractive), ${CONCURRENCY} concurrent members, ${size} chunks, the mix's questions asked again and again (searches cached): answers/s (p50 / p95 latency)`,
      value: `**${run.perSecond.toFixed(0)}/s** (${ms(run.p50)} / ${ms(run.p95)})${allAnswered ? "" : `; statuses ${JSON.stringify(run.statuses)}`}`,
      budget: size === "10k" ? "≥ 100/s" : "(≥ 100/s)",
      pass: run.perSecond >= 100 && allAnswered,
    });
    notes.push(
      `Chat API ${size}: ${total} questions from the mix, ${run.answered} answered from content (the rest: the no-information answer); every response 200: ${allAnswered}.`,
    );
  }
  rows.push({
    metric: `Chat API as above, 100k chunks, ${NEW_QUESTIONS} questions never asked before (every search misses the search cache): answers/s (p50 / p95 latency)`,
    value: `${newQuestionsRun.perSecond.toFixed(0)}/s (${ms(newQuestionsRun.p50)} / ${ms(newQuestionsRun.p95)})${(newQuestionsRun.statuses["200"] ?? 0) === NEW_QUESTIONS ? "" : `; statuses ${JSON.stringify(newQuestionsRun.statuses)}`}`,
    budget: "(breakdown)",
    pass: null,
  });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  rows.push({
    metric:
      "Server RSS (next start, embedded PGlite, 112k chunks, 100k in one organisation), after the chat API runs",
    value: `**${mb(rssBytes)}** (peak ${mb(peakRssBytes)})`,
    budget: "≤ 1 GB",
    pass: Math.max(rssBytes, peakRssBytes) <= 1024 * 1024 * 1024,
  });
  for (const [page, { path: pagePath, gzipBytes, scripts }, budgetKb] of [
    ["landing page", firstLoad.landing, 150],
    ["chat (signed-in member)", firstLoad.chat, 250],
  ] as const) {
    const kb = gzipBytes / 1024;
    log(`  first-load JS ${pagePath}: ${kb.toFixed(0)} kB gzip in ${scripts} scripts`);
    rows.push({
      metric: `First-load JS, ${page} (${pagePath}): the module scripts its HTML loads, gzip`,
      value: `**${kb.toFixed(0)} kB** (${scripts} scripts)`,
      budget: `≤ ${budgetKb} kB`,
      pass: kb <= budgetKb,
    });
  }
  lighthouseRows(lighthouse);
}

/**
 * Issue 12: performance ≥ 90 and accessibility ≥ 95 on every public page, SEO ≥ 95 on /. Each page's
 * figures are those of its median run (bench/lighthouse.mjs says why one run is not enough).
 */
function lighthouseRows(scores: LighthouseScores[]) {
  for (const {
    path: pagePath,
    performance,
    accessibility,
    seo,
    metrics,
    performanceRuns,
    failing,
  } of scores) {
    const seoBudget = pagePath === "/" ? 95 : null;
    log(
      `  lighthouse ${pagePath}: performance ${performanceRuns.join(", ")}; accessibility ${accessibility}, SEO ${seo}`,
    );
    rows.push({
      metric: `Lighthouse ${pagePath} (mobile, simulated throttling; median of ${performanceRuns.length} runs, each in a fresh browser): performance / accessibility / SEO`,
      value:
        `**${performance} / ${accessibility} / ${seo}**${failing.length ? ` (failing: ${failing.join(", ")})` : ""}; ` +
        `runs ${performanceRuns.join(", ")}; FCP ${ms(metrics.fcpMs)}, LCP ${ms(metrics.lcpMs)}, TBT ${ms(metrics.tbtMs)}, CLS ${metrics.cls.toFixed(2)}`,
      budget: `≥ 90 / ≥ 95 / ${seoBudget ? `≥ ${seoBudget}` : "—"}`,
      pass: performance >= 90 && accessibility >= 95 && (seoBudget === null || seo >= seoBudget),
    });
  }
}

async function pdfIngestion() {
  const bytes = await textPdf(spanishProsePages(200));
  const db = await getDb();
  const organizationId = "bench-other";
  const runOnce = async () => {
    const started = performance.now();
    const pages = await extractPdfPages(bytes);
    const extracted = performance.now();
    const document = await db.document.create({
      data: {
        organizationId,
        filename: "bench-200.pdf",
        description: "bench",
        sizeBytes: bytes.byteLength,
        extension: "pdf",
        category: "document",
        mimeType: "application/pdf",
        storageKey: "bench/bench-200.pdf",
        status: "processed",
        pageCount: pages.length,
      },
    });
    const chunks = chunkText(pages.map((page) => ({ text: page.text, page: page.page })));
    const count = await db.$transaction((tx) =>
      replaceSourceChunks(tx, { organizationId, sourceKind: "document", sourceId: document.id, chunks }),
    );
    const done = performance.now();
    await db.$transaction(async (tx) => {
      await tx.chunk.deleteMany({ where: { organizationId, sourceId: document.id } });
      await tx.document.delete({ where: { id: document.id } });
    });
    return { pages: pages.length, count, total: done - started, extract: extracted - started };
  };
  await runOnce(); // warm-up (pdf.js load)
  const results = [await runOnce(), await runOnce(), await runOnce()];
  const best = results.sort((a, b) => a.total - b.total)[1]; // the median of three
  const pagesPerSecond = best.pages / (best.total / 1000);
  log(
    `  PDF: ${best.pages} pages, ${best.count} chunks, ${ms(best.total)} (extraction ${ms(best.extract)}): ${pagesPerSecond.toFixed(0)} pages/s`,
  );
  rows.push({
    metric: `PDF ingestion, ${best.pages}-page text PDF (${(bytes.byteLength / 1024).toFixed(0)} kB): extract + chunk + index (${best.count} chunks), PGlite`,
    value: `**${pagesPerSecond.toFixed(0)} pages/s** (${(best.total / 1000).toFixed(2)} s; extraction ${(best.extract / 1000).toFixed(2)} s)`,
    budget: "≥ 50 pages/s",
    pass: pagesPerSecond >= 50,
  });
}

/** Issue 8: what health checks and chat answers wait while a large PDF is processed; CHECKPOINT's cost. */
async function ingestionConcurrency() {
  const result = await measureIngestionConcurrency();
  for (const line of describeIngestionConcurrency(result)) {
    log(`  ${line}`);
    notes.push(`Ingestion concurrency: ${line}`);
  }
  const { health, chat } = result;
  rows.push({
    metric: `GET /api/health while a ${result.pages}-page PDF is indexed (${result.chunks} chunks), p95`,
    value: `**${health.indexing.p95.toFixed(0)} ms** (max ${health.indexing.max.toFixed(0)} ms)`,
    budget: "a few hundred ms (issue 8)",
    pass: health.indexing.p95 <= 500,
  });
  rows.push({
    metric: `POST /api/chat while that PDF is indexed, p95`,
    value: `**${chat.indexing.p95.toFixed(0)} ms** (p50 ${chat.indexing.p50.toFixed(0)} ms)`,
    budget: "",
    pass: null,
  });
  rows.push({
    metric: "CHECKPOINT after indexing it / with nothing written",
    value: `${result.checkpointAfterIndexingMs.toFixed(0)} ms / ${result.idleCheckpointMs.toFixed(0)} ms`,
    budget: "",
    pass: null,
  });
}

function machine() {
  const commit = (() => {
    try {
      const head = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
      const dirty = execSync("git status --porcelain", { encoding: "utf8" }).trim()
        ? " + uncommitted changes"
        : "";
      return head + dirty;
    } catch {
      return "unknown";
    }
  })();
  return { commit, cpus: os.cpus().length, model: os.cpus()[0]?.model ?? "?", node: process.version };
}

async function writeResults(loadBefore: number[], loadAfter: number[], seconds: number) {
  const m = machine();
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(" / ");
  const table = [
    "| Measure | Result | Budget (DESIGN §13) | |",
    "| --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.metric} | ${r.value} | ${r.budget} | ${r.pass === null ? "" : r.pass ? "PASS" : "FAIL"} |`,
    ),
  ].join("\n");
  const generated = `<!-- generated by npm run bench (bench/run.ts) -->\n\n## Latest run\n\n- Date: ${new Date().toISOString()}\n- Machine: ${m.cpus} CPUs (${m.model}), Node ${m.node}, commit ${m.commit}\n- Load average (1/5/15 min) before: ${load(loadBefore)}; after: ${load(loadAfter)}. The machine is shared: other jobs ran during the measurement.\n- Bench duration: ${seconds.toFixed(0)} s; ${SAMPLES} samples per size and engine after two warm-up passes.\n\n${table}\n\n### Details\n\n${notes.map((n) => `- ${n}`).join("\n")}\n`;
  const file = path.join(process.cwd(), "bench", "RESULTS.md");
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const marker = "<!-- generated by npm run bench (bench/run.ts) -->";
  const head = existing.includes(marker) ? existing.slice(0, existing.indexOf(marker)) : existing;
  await writeMarkdown(file, `${head}${generated}`);
  console.log(`\n${table}\n\nwritten to bench/RESULTS.md`);
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg();
  delete process.env.OPENAI_API_KEY; // embedded mode
  log(
    `bench: ${os.cpus().length} CPUs, load ${loadBefore.map((v) => v.toFixed(2)).join(" ")}, Node ${process.version}`,
  );

  const pgliteDir = await cachedPgliteCorpus(log);
  const openMs = await openDatabase(`pglite:${pgliteDir}`);
  log(
    `PGlite (${path.relative(process.cwd(), pgliteDir)}), opened in ${openMs} ms (includes VACUUM ANALYZE)`,
  );
  await retrieval("PGlite");
  log("chat answer path (embedded mode, in process)");
  await chatAnswers();
  log("PDF ingestion (PGlite)");
  await pdfIngestion();
  log("chat API over HTTP (next start, embedded PGlite)");
  await chatApi(pgliteDir);
  await closeDb();
  log("ingestion concurrency (next start, embedded PGlite, a large PDF)");
  await ingestionConcurrency();

  if (PG_URL !== "off") {
    log("PostgreSQL");
    const server = await serverCorpus(PG_URL, log);
    try {
      await openDatabase(server.url);
      await retrieval("PostgreSQL");
      await closeDb();
    } finally {
      await server.drop();
    }
  }
  await writeResults(loadBefore, os.loadavg(), (Date.now() - started) / 1000);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
