/**
 * The chat API measured as members use it: `POST /api/chat` over HTTP against the production build
 * (served as `npm start` serves it, scripts/serve.mjs) on embedded PGlite, with real sessions, the
 * real rate limit and stored answers.
 *
 * The server runs on the benchmark's corpus database (the benchmark's own connection is closed
 * meanwhile: PGlite has one opener). The load comes from this process, on the same machine, so the
 * figures are what 2 cores give when they also generate the load.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { SERVER_HEAP_FLAG } from "@/scripts/server-heap.mjs";
import { issueSessionToken, SESSION_COOKIE } from "@/server/auth/token";
import { closeDb, getDb } from "@/server/db";

/** Enough members that the real limit (20 messages per member per minute) is never what is measured. */
const MEMBERS_PER_ORGANIZATION = 100;
const PORT = 3299;

export type ChatApiRun = {
  organizationId: string;
  perSecond: number;
  p50: number;
  p95: number;
  answered: number;
  statuses: Record<string, number>;
};

/** Gzipped bytes of the JavaScript a page's HTML makes the browser load (its module scripts). */
export type FirstLoad = { path: string; gzipBytes: number; scripts: number };
/** The median run of a page's Lighthouse runs (bench/lighthouse.mjs), and every run's performance. */
export type LighthouseScores = {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  performanceRuns: number[];
  /** Binary audits that failed, to say why a score is short. */
  failing: string[];
};

/** Lighthouse on the public pages of the running server (bench/lighthouse.mjs, run as plain Node). */
function lighthouseScores(): LighthouseScores[] {
  const output = execSync(`node bench/lighthouse.mjs http://localhost:${PORT}`, { encoding: "utf8" });
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LighthouseScores);
}

export type ChatApiResults = {
  runs: ChatApiRun[];
  /** The last organisation asked questions it was never asked before: every search misses the cache. */
  newQuestionsRun: ChatApiRun;
  rssBytes: number;
  peakRssBytes: number;
  firstLoad: { landing: FirstLoad; chat: FirstLoad };
  lighthouse: LighthouseScores[];
};

type Member = { id: string; organizationId: string; token: string };

const memberIds = (organizationId: string) =>
  Array.from({ length: MEMBERS_PER_ORGANIZATION }, (_, i) => `bench-http-${organizationId}-${i}`);

/** Removes the members and everything they left (answers, conversations, rate-limit hits). */
async function forgetMembers(organizationIds: string[]): Promise<void> {
  const db = await getDb();
  const ids = organizationIds.flatMap(memberIds);
  await db.interaction.deleteMany({ where: { userId: { in: ids } } });
  await db.conversation.deleteMany({ where: { userId: { in: ids } } });
  await db.rateLimitHit.deleteMany({ where: { key: { in: ids.map((id) => `chat:${id}`) } } });
  await db.user.deleteMany({ where: { id: { in: ids } } });
}

async function createMembers(organizationIds: string[]): Promise<Member[]> {
  const db = await getDb();
  await forgetMembers(organizationIds); // an interrupted earlier run may have left some
  const members: Member[] = [];
  for (const organizationId of organizationIds)
    for (const id of memberIds(organizationId)) {
      const user = await db.user.create({
        data: { id, email: `${id}@bench.local`, name: id, organizationId, role: "member" },
      });
      members.push({ id, organizationId, token: await issueSessionToken(user) });
    }
  return members;
}

function post(agent: http.Agent, token: string, message: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = JSON.stringify({ message });
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/api/chat",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    // Far above any answer's time: a request that takes this long means the server is stuck.
    request.setTimeout(60_000, () => request.destroy(new Error("no answer within 60 s")));
    request.end(body);
  });
}

const serverAnswers = () =>
  fetch(`http://127.0.0.1:${PORT}/api/health`)
    .then((response) => response.ok)
    .catch(() => false);

async function startServer(dataDir: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // Another server on the port (a leftover of an interrupted run) would be measured instead of ours.
  if (await serverAnswers()) throw new Error(`Port ${PORT} is already serving: stop that server first`);
  // The custom server `npm start` runs (scripts/serve.mjs), straight from node with the same heap cap:
  // the measured process is the server itself.
  const server = spawn(process.execPath, [SERVER_HEAP_FLAG, "scripts/serve.mjs"], {
    env: { ...env, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (await serverAnswers()) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`the server did not answer within 2 minutes (data in ${dataDir}):\n${output}`);
}

/**
 * Stops the server (SIGKILL if SIGTERM is not enough within 10 s). On SIGTERM the server checkpoints
 * and closes PGlite (server/shutdown.ts), so the next open of the corpus has no WAL to replay.
 */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const killer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(killer);
}

/**
 * First-load JS: the scripts the page's HTML references, fetched and gzipped (level 6, as a server
 * would send them). `noModule` scripts (polyfills for browsers without ES modules) are left out:
 * browsers that run the app never load them.
 */
async function firstLoadJs(pagePath: string, sessionToken?: string): Promise<FirstLoad> {
  const base = `http://127.0.0.1:${PORT}`;
  const page = await fetch(`${base}${pagePath}`, {
    headers: sessionToken ? { cookie: `${SESSION_COOKIE}=${sessionToken}` } : {},
    redirect: "manual",
  });
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const html = await page.text();
  const sources = new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/\snoModule\b/i.test(tag))
      .map((tag) => tag.match(/\ssrc="([^"]+\.js)"/)?.[1])
      .filter((source): source is string => Boolean(source)),
  );
  let gzipBytes = 0;
  for (const source of sources) {
    const script = Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer());
    gzipBytes += zlib.gzipSync(script, { level: 6 }).byteLength;
  }
  return { path: pagePath, gzipBytes, scripts: sources.size };
}

/** VmRSS and VmHWM (peak) of a process, from /proc. */
function residentSet(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
  return { rss: kib("VmRSS") * 1024, peak: kib("VmHWM") * 1024 };
}

async function load(
  agent: http.Agent,
  members: Member[],
  questions: string[],
  total: number,
  concurrency: number,
): Promise<Omit<ChatApiRun, "organizationId">> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let answered = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const sent = performance.now();
        const { status, body } = await post(
          agent,
          members[i % members.length].token,
          questions[i % questions.length],
        );
        latencies.push(performance.now() - sent);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200 && JSON.parse(body).answered) answered++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  return { perSecond: total / seconds, p50: at(50), p95: at(95), answered, statuses };
}

/**
 * Serves the corpus with the app's server (scripts/serve.mjs) and sends `total` questions per
 * organisation, `concurrency` at a time, after a warm-up. The benchmark's own database connection must be open on entry (to
 * create the members); it is closed while the server runs and open again on return.
 */
export async function measureChatApi(options: {
  pgliteDir: string;
  organizationIds: string[];
  questions: string[];
  /** Asked once each after the runs, of the last organisation: 5 per member keeps the rate limit. */
  newQuestions: string[];
  total: number;
  concurrency: number;
  log: (message: string) => void;
}): Promise<ChatApiResults> {
  const { pgliteDir, organizationIds, questions, newQuestions, total, concurrency, log } = options;
  const members = await createMembers(organizationIds);
  await closeDb();
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-bench-http-"));
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let server: ChildProcess | null = null;
  try {
    const env = { ...process.env };
    delete env.OPENAI_API_KEY; // embedded mode: the extractive engine
    server = await startServer(dataDir, {
      ...env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_MANUAL_SIG_HANDLE: "true", // as npm start: SIGTERM closes the database cleanly
      DB_BACKUPS_KEEP: "0", // a copy of the 1 GB corpus at start is not what is measured
      DATA_DIR: dataDir,
      DATABASE_URL: `pglite:${pgliteDir}`,
      SEED_DEMO: "false",
      AUTH_SECRET: process.env.AUTH_SECRET, // the tokens were issued with it
    });
    const runs: ChatApiRun[] = [];
    const of = (organizationId: string) =>
      members.filter((member) => member.organizationId === organizationId);
    // Warm-up, as a server that has been up for a while: three passes over the questions per
    // organisation (the JIT, the stemming cache, the database's pages).
    for (const organizationId of organizationIds)
      await load(agent, of(organizationId), questions, 3 * questions.length, concurrency);
    for (const organizationId of organizationIds) {
      const run = {
        organizationId,
        ...(await load(agent, of(organizationId), questions, total, concurrency)),
      };
      log(
        `  ${organizationId}: ${run.perSecond.toFixed(0)} answers/s, p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, statuses ${JSON.stringify(run.statuses)}, ${run.answered}/${total} answered from content`,
      );
      runs.push(run);
    }
    const last = organizationIds.at(-1)!;
    const newQuestionsRun = {
      organizationId: last,
      ...(await load(agent, of(last), newQuestions, newQuestions.length, concurrency)),
    };
    log(
      `  ${last}, ${newQuestions.length} questions never asked before (no cache hits): ${newQuestionsRun.perSecond.toFixed(0)} answers/s, p50 ${newQuestionsRun.p50.toFixed(1)} ms, p95 ${newQuestionsRun.p95.toFixed(1)} ms, statuses ${JSON.stringify(newQuestionsRun.statuses)}`,
    );
    const { rss, peak } = residentSet(server.pid!);
    const firstLoad = {
      landing: await firstLoadJs("/"),
      chat: await firstLoadJs("/chat", of(organizationIds[0])[0].token),
    };
    return {
      runs,
      newQuestionsRun,
      rssBytes: rss,
      peakRssBytes: peak,
      firstLoad,
      lighthouse: lighthouseScores(),
    };
  } finally {
    agent.destroy();
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await getDb();
    await forgetMembers(organizationIds);
  }
}
