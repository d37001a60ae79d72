#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, which the CLI cannot download offline.
// prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY here. It speaks the binary's JSON-RPC over stdio and
// answers with Prisma's own WASM engine (tools/wasm-engine.mjs) behind a driver adapter:
//   DATABASE_URL=pglite:<dir> | pglite:memory://  → embedded PGlite (pglite-prisma-adapter)
//   DATABASE_URL=postgresql://…                   → PostgreSQL server (@prisma/adapter-pg)
// The numbered "bug" notes are adapter defects worked around here only (research/prisma-pglite.md §9).
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { loadSchemaEngine } from "./wasm-engine.mjs";

const argv = process.argv.slice(2);
if (argv[0] === "--version") {
  console.log("schema-engine-cli wasm-stand-in");
  process.exit(0);
}

const datamodelFiles = [];
let datasource = {};
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "-d" || argv[i] === "--datamodels") datamodelFiles.push(argv[++i]);
  else if (argv[i] === "--datasource") datasource = JSON.parse(argv[++i]);
  else if (argv[i].startsWith("--")) i++;
}
const log = (message) => {
  if (process.env.SHIM_DEBUG) process.stderr.write(`[schema-engine] ${message}\n`);
};
const url = datasource.url ?? process.env.DATABASE_URL ?? "";
const isPglite = url.startsWith("pglite:");

async function pgliteAdapterFactory(dir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { vector } = await import("@electric-sql/pglite-pgvector");
  const extensions = { pg_trgm, unaccent, vector };
  if (!dir.includes("://")) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true }); // PGlite has no mkdir -p
  const main = await PGlite.create(dir, { extensions });
  // bug 5: pglite-prisma-adapter's executeScript does not await exec(), so migration errors would be lost.
  const awaitScripts = (adapter, db) => {
    adapter.executeScript = async (script) => {
      await db.exec(script);
    };
    return adapter;
  };
  return {
    provider: "postgres",
    adapterName: "pglite-stand-in",
    close: () => main.close(),
    connect: async () => awaitScripts(await new PrismaPGlite(main).connect(), main),
    connectToShadowDb: async () => {
      const shadow = await PGlite.create("memory://", { extensions });
      return awaitScripts(await new PrismaPGlite(shadow).connect(), shadow);
    },
  };
}

/** Discrete pg connection fields (see bug 3) plus Prisma's `?schema=` option. */
function parseServerUrl(serverUrl) {
  const u = new URL(serverUrl);
  const fields = {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username) || undefined,
    password: decodeURIComponent(u.password) || undefined,
    database: decodeURIComponent(u.pathname.slice(1)) || "postgres",
  };
  return { fields, schema: u.searchParams.get("schema") ?? undefined };
}

async function pgAdapterFactory(serverUrl) {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const pg = (await import("pg")).default;
  pg.types.builtins.XML = 18; // bug 1: adapter-pg cannot map pg_catalog's "char" (oid 18); read it as text
  const { fields, schema } = parseServerUrl(serverUrl); // bug 3: discrete fields, not connectionString
  const options = { schema };
  const factory = new PrismaPg(fields, options);
  // bug 4: adapter-pg drops the shadow database before closing its pool; create and drop it ourselves.
  const connectToShadowDb = async () => {
    const main = await factory.connect();
    const name = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
    await main.underlyingDriver().query(`CREATE DATABASE "${name}"`);
    const shadow = await new PrismaPg({ ...fields, database: name }, options).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await main.underlyingDriver().query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await main.dispose();
    };
    return shadow;
  };
  // bug 2: adapter-pg's executeScript splits on ";", which breaks $$-quoted function bodies.
  const wholeScripts = (adapter) => {
    adapter.executeScript = async (script) => {
      try {
        await adapter.client.query(script);
      } catch (error) {
        adapter.onError(error);
      }
    };
    return adapter;
  };
  return {
    provider: "postgres",
    adapterName: "adapter-pg-stand-in",
    connect: async () => wholeScripts(await factory.connect()),
    connectToShadowDb: async () => wholeScripts(await connectToShadowDb()),
  };
}

/** `schema-engine --datasource … cli <command>`: one-shot commands the CLI runs outside JSON-RPC. */
async function runCliCommand(command) {
  try {
    if (isPglite) {
      // Opening the directory creates it, so "create-database" and "can-connect" are the same thing here.
      const factory = await pgliteAdapterFactory(url.slice("pglite:".length) || "memory://");
      const adapter = await factory.connect();
      await adapter.queryRaw({ sql: "SELECT 1", args: [], argTypes: [] });
      await factory.close();
    } else {
      await runServerCliCommand(command);
    }
    process.exit(0);
  } catch (error) {
    const message = error?.cause?.message ?? error?.message ?? String(error);
    const fields = { error_code: /does not exist/.test(message) ? "P1003" : "P1001", message };
    // The CLI skips the first stderr line (the native binary's start-up log) and parses the rest as JSON.
    process.stderr.write(
      `schema-engine stand-in\n${JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields })}\n`,
    );
    process.exit(1);
  }
}

async function runServerCliCommand(command) {
  const pg = (await import("pg")).default;
  const { fields } = parseServerUrl(url);
  if (command === "can-connect-to-database") {
    const client = new pg.Client(fields);
    await client.connect();
    await client.end();
    return;
  }
  if (command !== "create-database" && command !== "drop-database")
    throw new Error(`unsupported command: ${command}`);
  const admin = new pg.Client({ ...fields, database: "postgres" });
  await admin.connect();
  try {
    const name = pg.escapeIdentifier(fields.database);
    if (command === "drop-database") await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    else {
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [fields.database]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
}

const cliIndex = argv.indexOf("cli");
if (cliIndex !== -1) await runCliCommand(argv[cliIndex + 1]);

const adapterFactory = isPglite
  ? await pgliteAdapterFactory(url.slice("pglite:".length) || "memory://")
  : await pgAdapterFactory(url);
const datamodels = datamodelFiles.length
  ? datamodelFiles.map((f) => [f, fs.readFileSync(f, "utf8")])
  : undefined;
// The engine connects as it starts. If that fails (say the database does not exist), the native binary still
// answers each request with the error, so the CLI can print it; an unhandled rejection would print nothing.
let engine = null;
let startupError = null;
try {
  ({ engine } = await loadSchemaEngine({ datamodels, adapterFactory, log }));
} catch (error) {
  startupError = error;
}

// ---- JSON-RPC over stdio: one request at a time, in order, as the native binary does. ----
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const renamedMethods = { getDatabaseVersion: "version" };
const awaitingClient = new Map(); // our own requests to the CLI (the "print" callback), by id
let nextOwnRequestId = 1_000_000;

/** Ask the CLI to print text (the native engine does this for `migrate diff`; the WASM one returns it). */
function printThroughClient(content) {
  return new Promise((resolve) => {
    const id = nextOwnRequestId++;
    awaitingClient.set(id, resolve);
    send({ jsonrpc: "2.0", id, method: "print", params: { content } });
  });
}

async function callEngine(method, params) {
  if (method === "createDatabase") return { databaseName: "" };
  if (startupError) throw startupError;
  if (typeof engine[method] !== "function")
    throw new Error(`method ${method} is not supported by the wasm stand-in`);
  // bug 6: these read the shadow schema from a cache that only diagnoseMigrationHistory fills.
  if ((method === "evaluateDataLoss" || method === "createMigration") && params?.migrationsList) {
    await engine
      .diagnoseMigrationHistory({
        migrationsList: params.migrationsList,
        optInToShadowDatabase: true,
        filters: params.filters ?? { externalTables: [], externalEnums: [] },
      })
      .catch((error) => log(`shadow cache warm-up failed: ${error?.message}`));
  }
  return engine[method](params ?? undefined);
}

async function handle(request) {
  const method = renamedMethods[request.method] ?? request.method;
  try {
    let result = await callEngine(method, request.params);
    if (method === "diff" && typeof result?.stdout === "string") {
      const { stdout, ...rest } = result;
      if (stdout.length) await printThroughClient(stdout.replace(/\n$/, ""));
      result = rest;
    }
    send({ jsonrpc: "2.0", id: request.id, result: result ?? null });
  } catch (error) {
    const message = error?.message ?? String(error);
    const errorCode = typeof error?.code === "string" && /^P\d+/.test(error.code) ? error.code : undefined;
    send({
      jsonrpc: "2.0",
      id: request.id,
      error: {
        code: 4466,
        message,
        data: { is_panic: false, message, error_code: errorCode, meta: error?.meta },
      },
    });
  }
}

const queue = [];
let busy = false;
const lines = readline.createInterface({ input: process.stdin });
lines.on("line", async (line) => {
  if (!line.trim()) return;
  const message = JSON.parse(line);
  if (message.method === undefined && awaitingClient.has(message.id)) {
    awaitingClient.get(message.id)();
    awaitingClient.delete(message.id);
    return;
  }
  queue.push(message);
  if (busy) return;
  busy = true;
  while (queue.length) await handle(queue.shift());
  busy = false;
});
lines.on("close", async () => {
  while (busy) await new Promise((resolve) => setTimeout(resolve, 10));
  try {
    engine?.free();
    await adapterFactory.close?.();
  } catch {
    // Exiting anyway; a failed close must not turn a successful command into a failure.
  }
  process.exit(0);
});
