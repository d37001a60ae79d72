// The embedded database's own thread: see server/db/pglite-thread.ts, which starts it and is the
// only code that talks to it. Plain JavaScript, so that Jest and tsx can load it as it is (Next's
// build bundles it as a worker entry).
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, messages, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { vector } from "@electric-sql/pglite-pgvector";

// Values of the types PGlite's default parsers and the caller's parsers know leave this thread as
// Postgres sent them (text): the caller parses them, since parsers are functions and cannot cross
// threads. Arrays of other types are parsed here by PGlite, as in process.
const asText = (text) => text;
const DEFAULT_TEXT_TYPES = Object.keys(types.parsers);
const textParsers = new Map();

/** Pass-through parsers for PGlite's default types and the caller's (`textTypes`), built once per set. */
function parsersKeepingText(textTypes = []) {
  const key = textTypes.join(",");
  if (!textParsers.has(key))
    textParsers.set(
      key,
      Object.fromEntries([...DEFAULT_TEXT_TYPES, ...textTypes].map((oid) => [oid, asText])),
    );
  return textParsers.get(key);
}

// What a Postgres error says (PGlite's DatabaseError). Its query, parameters and options stay here:
// they may hold functions, which cannot cross threads, and data that has no place in an error.
const DATABASE_ERROR_FIELDS = [
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
];

function errorFields(error) {
  const fields = { message: error?.message ?? String(error), name: error?.name };
  if (error instanceof messages.DatabaseError) {
    fields.isDatabaseError = true;
    for (const key of DATABASE_ERROR_FIELDS) if (error[key] !== undefined) fields[key] = error[key];
  }
  return fields;
}

/**
 * Open transactions by id: PGlite's transaction object, and how to end its callback. PGlite holds its
 * one connection for the transaction, so other requests wait for it, as they would in process.
 */
const transactions = new Map();

function on(txId) {
  if (txId == null) return pglite;
  const open = transactions.get(txId);
  if (!open) throw new Error("The transaction is no longer open");
  return open.tx;
}

/** Opens a transaction that stays open until an "end" request settles it; answers once it is open. */
function begin({ txId }) {
  return new Promise((opened, failedToOpen) => {
    const settled = pglite.transaction(
      (tx) =>
        new Promise((commit, rollBack) => {
          transactions.set(txId, { tx, commit, rollBack, settled });
          opened();
        }),
    );
    settled.catch(failedToOpen).finally(() => transactions.delete(txId));
  });
}

/** Commits (or rolls back) and answers with how that went: a failed COMMIT is the caller's error. */
async function end({ txId, commit }) {
  const open = transactions.get(txId);
  if (!open) return;
  if (commit) open.commit();
  else open.rollBack(new Error("rolled back"));
  await open.settled.catch((error) => {
    if (commit) throw error;
  });
}

async function query({ sql, params, txId, textTypes }) {
  const { rows, fields, affectedRows } = await on(txId).query(sql, params, {
    rowMode: "array",
    parsers: parsersKeepingText(textTypes),
  });
  return { rows, fields, affectedRows };
}

async function exec({ sql, txId }) {
  return (await on(txId).exec(sql)).map(({ affectedRows }) => ({ rows: [], fields: [], affectedRows }));
}

/**
 * Copies the data directory (a backup, server/db/backups.ts) while no query or transaction runs, so
 * the copy is what a stop at this instant would leave; the caller checkpoints just before, so it
 * holds (almost) no WAL to replay. A file copy, not PGlite's dumpDataDir: that builds the whole
 * tarball in memory and held the database about three times as long.
 */
function copyDataDir(target) {
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => fs.cpSync(workerData.dataDir, target, { recursive: true })),
  );
}

const operations = {
  query,
  exec,
  begin,
  end,
  rollback: ({ txId }) => on(txId).rollback(),
  close: () => pglite.close(),
  copy: ({ target }) => copyDataDir(target),
};

let pglite;
try {
  pglite = await PGlite.create(workerData.dataDir, {
    extensions: { pg_trgm, unaccent, vector },
    // The 128MB default would be most of the process's memory; the OS page cache does the rest.
    postgresqlconf: ["shared_buffers=32MB"],
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorFields(error) });
  process.exit(1);
}

parentPort.on("message", async (request) => {
  try {
    const result = await operations[request.op](request);
    parentPort.postMessage({ id: request.id, result });
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: errorFields(error) });
    // PGlite's WebAssembly aborted: this instance can no longer answer. Stopping the thread lets the
    // app open the database again (server/db/index.ts) instead of failing every request from now on.
    if (error instanceof WebAssembly.RuntimeError) process.exit(1);
  }
});
