import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { detectLanguage } from "@/server/ingest/language";
import { INGEST_VERSION } from "@/server/ingest/version";
import { readMigrations, applyPendingMigrations } from "@/server/db/migrate";
import { createPglite, pgliteMigrationConnection } from "@/server/db/pglite";
import { migrateServerDb } from "@/server/db/postgres";
import { CORPUS_VERSION, generateCorpus, type CorpusDocument } from "./corpus";

/**
 * Loading the benchmark corpus fast. The app indexes through Prisma `createMany` and a per-row
 * trigger; at 100k chunks that takes ~10 minutes on PGlite, mostly GIN maintenance (fastupdate is off,
 * so every row updates the index in place). Here rows go in with multi-row `INSERT … SELECT unnest(…)`
 * in 1,000-row transactions, the trigger still builds every tsvector (the very function the app uses,
 * so the index is the app's), and the GIN index is dropped for the load and rebuilt once at the end
 * with the migration's own definition. Then VACUUM ANALYZE, as the app does after bulk writes.
 */

export const ORGANISATIONS = [
  { id: "bench-100k", name: "Bench 100k", chunks: 100_000, seed: 1 },
  { id: "bench-10k", name: "Bench 10k", chunks: 10_000, seed: 2 },
  // A neighbour sharing the vocabulary: isolation is enforced by every query, and its rows are there.
  { id: "bench-other", name: "Bench other", chunks: 2_000, seed: 3 },
] as const;

export type Sql = (text: string, params?: unknown[]) => Promise<unknown[]>;

const BATCH = 1_000;
const STAMP = "2026-01-01T00:00:00Z";

async function loadOrganisation(
  sql: Sql,
  transaction: (fn: (sql: Sql) => Promise<void>) => Promise<void>,
  org: (typeof ORGANISATIONS)[number],
  log: (message: string) => void,
) {
  await sql(
    `INSERT INTO "Organization" ("id", "name", "updatedAt") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [org.id, org.name, STAMP],
  );
  let pending: { doc: CorpusDocument; id: string }[] = [];
  let pendingChunks = 0;
  let loaded = 0;
  let sourceNumber = 0;
  const started = Date.now();
  const flush = async () => {
    const batch = pending;
    pending = [];
    pendingChunks = 0;
    await transaction(async (tx) => {
      const docs = batch.filter((s) => s.doc.kind === "document");
      const blocks = batch.filter((s) => s.doc.kind === "knowledge_block");
      const pairs = batch.filter((s) => s.doc.kind === "qa_pair");
      // Stamped with the current rules' version: a server started on the corpus must not re-index it
      // (its sources have no files, and their chunks are the corpus's own).
      if (docs.length)
        await tx(
          `INSERT INTO "Document" ("id", "organizationId", "filename", "description", "sizeBytes", "extension",
             "category", "mimeType", "storageKey", "status", "pageCount", "updatedAt", "ingestVersion")
           SELECT id, $1, name || '.pdf', name, 100000, 'pdf', 'document', 'application/pdf', $1 || '/' || id,
                  'processed', pages, $2, $6
           FROM unnest($3::text[], $4::text[], $5::int[]) AS t(id, name, pages)`,
          [
            org.id,
            STAMP,
            docs.map((s) => s.id),
            docs.map((s) => s.doc.title),
            docs.map((s) => s.doc.chunks.length),
            INGEST_VERSION,
          ],
        );
      if (blocks.length)
        await tx(
          `INSERT INTO "KnowledgeBlock" ("id", "organizationId", "title", "contentHtml", "contentText", "updatedAt", "ingestVersion")
           SELECT id, $1, title, '<p>' || title || '</p>', title, $2, $5 FROM unnest($3::text[], $4::text[]) AS t(id, title)`,
          [org.id, STAMP, blocks.map((s) => s.id), blocks.map((s) => s.doc.title), INGEST_VERSION],
        );
      if (pairs.length)
        await tx(
          `INSERT INTO "QaPair" ("id", "organizationId", "question", "answer", "updatedAt", "ingestVersion")
           SELECT id, $1, q, a, $2, $6 FROM unnest($3::text[], $4::text[], $5::text[]) AS t(id, q, a)`,
          [
            org.id,
            STAMP,
            pairs.map((s) => s.id),
            pairs.map((s) => s.doc.chunks[0].heading),
            pairs.map((s) => s.doc.chunks[0].text),
            INGEST_VERSION,
          ],
        );
      const rows = batch.flatMap((s) =>
        s.doc.chunks.map((chunk) => ({
          id: `${s.id}-${chunk.ordinal}`,
          kind: s.doc.kind,
          sourceId: s.id,
          ordinal: chunk.ordinal,
          page: chunk.page,
          heading: chunk.heading,
          text: chunk.text,
          language: detectLanguage(`${chunk.heading}\n${chunk.text}`),
        })),
      );
      // The trigger (chunk_search_update) builds "search" for every row, exactly as for the app's writes.
      await tx(
        `INSERT INTO "Chunk" ("id", "organizationId", "sourceKind", "sourceId", "ordinal", "page", "heading", "text", "language")
         SELECT id, $1, kind::"ChunkSourceKind", source, ord, page, heading, body, lang
         FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[])
           AS t(id, kind, source, ord, page, heading, body, lang)`,
        [
          org.id,
          rows.map((r) => r.id),
          rows.map((r) => r.kind),
          rows.map((r) => r.sourceId),
          rows.map((r) => r.ordinal),
          rows.map((r) => r.page),
          rows.map((r) => r.heading),
          rows.map((r) => r.text),
          rows.map((r) => r.language),
        ],
      );
      loaded += rows.length;
    });
    if (loaded % 10_000 < BATCH)
      log(`  ${org.id}: ${loaded} chunks (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  };
  for (const doc of generateCorpus(org.chunks, org.seed)) {
    pending.push({ doc, id: `${org.id}-s${++sourceNumber}` });
    pendingChunks += doc.chunks.length;
    if (pendingChunks >= BATCH) await flush();
  }
  if (pending.length) await flush();
}

async function loadAll(
  sql: Sql,
  transaction: (fn: (sql: Sql) => Promise<void>) => Promise<void>,
  log: (message: string) => void,
) {
  await sql(`DROP INDEX IF EXISTS "Chunk_search_idx"`);
  for (const org of ORGANISATIONS) await loadOrganisation(sql, transaction, org, log);
  const started = Date.now();
  await sql(`SET maintenance_work_mem = '256MB'`);
  // The migration's definition (prisma/migrations/20261122050000_init): GIN, fastupdate off.
  await sql(`CREATE INDEX "Chunk_search_idx" ON "Chunk" USING GIN ("search") WITH (fastupdate = off)`);
  await sql(`RESET maintenance_work_mem`);
  log(`  GIN index built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await sql(`VACUUM ANALYZE`);
}

const pgliteSql =
  (db: Pick<PGlite, "query">): Sql =>
  async (text, params) =>
    (await db.query(text, params)).rows;

/**
 * Migration checksums, the PGlite version and INGEST_VERSION (stamped on every source) are part of the
 * key: any change rebuilds the cache.
 */
function cacheKey(): string {
  const pgliteVersion = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ).version;
  return crypto
    .createHash("sha256")
    .update(
      [
        CORPUS_VERSION,
        pgliteVersion,
        INGEST_VERSION,
        ...ORGANISATIONS.map((o) => `${o.id}:${o.chunks}:${o.seed}`),
      ]
        .concat(readMigrations().map((m) => `${m.name}:${m.checksum}`))
        .join("\n"),
    )
    .digest("hex")
    .slice(0, 12);
}

export const BENCH_DATA_DIR = path.join(process.cwd(), "bench", ".data");

/**
 * A PGlite data directory holding the corpus, built once and reused (bench/.data/, gitignored). The
 * benchmark opens it in place: the app refreshes planner statistics (VACUUM ANALYZE at open), and the
 * chat API run (bench/http.ts) adds members and their answers, which it removes at its end (and an
 * interrupted run's at the next start).
 */
export async function cachedPgliteCorpus(log: (message: string) => void): Promise<string> {
  const dir = path.join(BENCH_DATA_DIR, `pglite-corpus-v${CORPUS_VERSION}-${cacheKey()}`);
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return dir;
  fs.mkdirSync(BENCH_DATA_DIR, { recursive: true });
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  log(`building the PGlite corpus in ${path.relative(process.cwd(), dir)} (once; later runs reuse it)`);
  const started = Date.now();
  const pglite = await createPglite(building);
  try {
    await applyPendingMigrations(pgliteMigrationConnection(pglite));
    await loadAll(
      pgliteSql(pglite),
      async (fn) => void (await pglite.transaction((tx) => fn(pgliteSql(tx)))),
      log,
    );
  } finally {
    await pglite.close();
  }
  fs.renameSync(building, dir);
  log(`  PGlite corpus ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

/** Creates `asistente_bench` on the server, migrates it and loads the corpus. Returns its URL and a dropper. */
export async function serverCorpus(
  serverUrl: string,
  log: (message: string) => void,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const url = new URL(serverUrl);
  url.pathname = "/asistente_bench";
  const drop = () => admin(`DROP DATABASE IF EXISTS "asistente_bench" WITH (FORCE)`);
  await drop();
  await admin(`CREATE DATABASE "asistente_bench"`);
  log("loading the corpus into PostgreSQL database asistente_bench");
  const started = Date.now();
  await migrateServerDb(url.toString());
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const sql: Sql = async (text, params) => (await client.query(text, params as unknown[])).rows;
    await loadAll(
      sql,
      async (fn) => {
        await client.query("BEGIN");
        try {
          await fn(sql);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
      },
      log,
    );
  } finally {
    await client.end();
  }
  log(`  PostgreSQL corpus ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { url: url.toString(), drop };
}
