import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { messages, types, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/**
 * The embedded database (PGlite: Postgres compiled to WebAssembly) on a thread of its own.
 *
 * PGlite executes SQL synchronously on the thread that calls it. On the request thread every query
 * stopped the whole server for its duration: a chat answer's retrieval, or the hundreds of inserts of
 * a large PDF being indexed, held up every other request while the second core sat idle. Here the
 * database runs on a worker thread (server/db/pglite-worker.mjs) and the request thread only sends
 * SQL and receives rows, so pages, sessions and JSON are served while the database works: on 2 cores
 * the chat API went from 71–95 to 102–128 answers/s (bench/RESULTS.md, "Chat API").
 *
 * `PgliteThread` offers the part of PGlite's API the app uses (query, exec, transaction, close), so
 * the Prisma adapter, the migrations and the benchmark loader use it as they would PGlite itself.
 * Parsers are functions, which cannot cross threads: values of the types the caller or PGlite's
 * defaults have parsers for cross as text and are parsed here; other arrays arrive parsed by PGlite.
 */

/** What a transaction's callback gets: PGlite's transaction, minus what the app does not use. */
export type ThreadTransaction = Pick<Transaction, "query" | "exec" | "rollback" | "closed">;

/** The database or one of its transactions: what migrations and the benchmark loader run SQL on. */
export type PgliteQueryable = Pick<PgliteThread, "query" | "exec" | "transaction">;

type Fields = { name: string; dataTypeID: number }[];
type ArrayResults = { rows: unknown[][]; fields: Fields; affectedRows?: number };
type ErrorFields = Record<string, unknown> & { message: string; name?: string; isDatabaseError?: boolean };
type Reply = { id: number; result?: unknown; error?: ErrorFields };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export type ThreadOptions = {
  /**
   * Hears once if the thread dies (PGlite's WebAssembly aborted, or the thread was killed): every
   * pending and later request fails, and the caller may open the database again.
   */
  onFailure?: (error: Error) => void;
  /** Runs once the database is closed (releases the data directory's lock). */
  onClose?: () => void;
};

// Plain JavaScript: Jest, tsx scripts and the benchmark load it as it is, and Next's build bundles it
// as a worker entry of its own. All of them run from the project's root.
const WORKER_FILE = path.join(process.cwd(), "server", "db", "pglite-worker.mjs");

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private lastTransactionId = 0;
  private failure: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    private readonly options: ThreadOptions,
  ) {
    worker.on("message", (reply: Reply) => this.settle(reply));
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => this.fail(new Error(`The database thread stopped (exit code ${code})`)));
    // Idle until the first request: an open database must not keep a finished script running.
    worker.unref();
  }

  /** Starts the thread and opens (or creates) the database in `dataDir` (`memory://` for none). */
  static async start(dataDir: string, options: ThreadOptions = {}): Promise<PgliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
    try {
      await untilReady(worker);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return new PgliteThread(worker, options);
  }

  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this.queryOn(null, sql, params, options);
  }

  /** Runs a script. Unlike PGlite's, the results carry no rows: nothing in the app reads them. */
  exec(sql: string): Promise<Results[]> {
    return this.request("exec", { sql }) as Promise<Results[]>;
  }

  /** As PGlite's: commits when `fn` resolves, rolls back when it throws or calls `tx.rollback()`. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = ++this.lastTransactionId;
    await this.request("begin", { txId });
    let closed = false;
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.queryOn(txId, sql, params, options),
      exec: (sql) => this.request("exec", { sql, txId }) as Promise<Results[]>,
      rollback: () => {
        closed = true;
        const rolledBack = this.request("rollback", { txId }).then(() => {});
        // Prisma's adapter calls this without awaiting it: a failure must not become unhandled.
        rolledBack.catch(() => {});
        return rolledBack;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.request("end", { txId, commit: false }).catch(() => {}); // `error` is what matters
      throw error;
    }
    await this.request("end", { txId, commit: !closed });
    closed = true;
    return result;
  }

  /** Copies the data directory to `target` between queries (no transaction open): a backup. */
  async copyDataDir(target: string): Promise<void> {
    await this.request("copy", { target });
  }

  /**
   * Closes the database (PGlite ends its single-user Postgres, which writes a shutdown checkpoint, so
   * the next open replays no WAL); requests still in flight, or made later, fail.
   */
  async close(): Promise<void> {
    if (this.failure) return;
    const closing = this.request("close", {});
    this.failure = new Error("The database is closed");
    try {
      await closing;
    } finally {
      await this.worker.terminate();
      this.rejectPending(this.failure);
      this.options.onClose?.();
    }
  }

  private async queryOn<Row>(
    txId: number | null,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<Row>> {
    // PGlite calls a parser with the type id too (its defaults use it); its type only declares the text.
    const parsers = (options?.parsers ?? {}) as Record<number, (text: string, oid: number) => unknown>;
    // Rows always travel as arrays: objects are built here, as PGlite builds them (a later column of
    // the same name wins), so duplicate names cannot mix one column's text with another's parser.
    const { rows, fields, affectedRows } = (await this.request("query", {
      sql,
      params,
      txId,
      textTypes: Object.keys(parsers),
    })) as ArrayResults;
    // As PGlite parses: the query's parsers first, then PGlite's defaults; a value without either
    // came as PGlite left it (text, or an array PGlite parsed).
    const parse = (value: unknown, oid: number) => {
      if (value === null) return null;
      const parser = parsers[oid] ?? types.parsers[oid];
      return parser ? parser(value as string, oid) : value;
    };
    const parsed = rows.map((row) => fields.map(({ dataTypeID }, i) => parse(row[i], dataTypeID)));
    return {
      rows: (options?.rowMode === "array"
        ? parsed
        : parsed.map((row) => Object.fromEntries(fields.map(({ name }, i) => [name, row[i]])))) as Row[],
      fields,
      affectedRows,
    };
  }

  private request(op: string, payload: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      try {
        // Throws for what cannot be copied to another thread (a function among the parameters, say).
        this.worker.postMessage({ ...payload, id, op });
      } catch (error) {
        reject(error);
        return;
      }
      // Keep the process alive while the database owes an answer, and only then.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  private settle({ id, result, error }: Reply): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    if (error) pending.reject(asError(error));
    else pending.resolve(result);
  }

  private fail(error: Error): void {
    if (this.failure) return; // closed, or already failed
    this.failure = error;
    console.error("[db] the embedded database thread failed", error);
    this.rejectPending(error);
    this.options.onFailure?.(error);
  }

  private rejectPending(error: Error): void {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

/** Resolves when the thread has opened the database; rejects with why it could not. */
function untilReady(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onMessage = ({ ready, error }: { ready: boolean; error?: ErrorFields }) =>
      settle(() => (ready ? resolve() : reject(asError(error!))));
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`The database thread stopped (exit code ${code})`)));
    // Only our own listeners are removed: Node's Worker manages its port through listeners of its own.
    const settle = (outcome: () => void) => {
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      outcome();
    };
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
  });
}

/** The thread's error as this thread's: a Postgres error as PGlite's DatabaseError, with its fields. */
function asError({ message, name, isDatabaseError, ...fields }: ErrorFields): Error {
  const error = isDatabaseError
    ? new messages.DatabaseError(message, 0, "error")
    : Object.assign(new Error(message), { name: name ?? "Error" });
  return Object.assign(error, fields);
}
