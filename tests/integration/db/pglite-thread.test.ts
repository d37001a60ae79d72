import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { messages, PGlite } from "@electric-sql/pglite";
import { PgliteThread } from "@/server/db/pglite-thread";

/**
 * The embedded database on its own thread (server/db/pglite-thread.ts) must behave as PGlite does in
 * process: the Prisma adapter, the migrations and the app's error handling rely on it.
 */

const SCHEMA = `CREATE TABLE item (id int PRIMARY KEY, big int8, price numeric, at timestamptz,
  tags text[], doc jsonb, raw bytea, ok boolean, note text)`;
const ROW = `INSERT INTO item VALUES (1, 9007199254740993, 12.50, '2026-03-01T12:00:00Z', '{a,b}',
  '{"x":[1]}', '\\x0102', true, NULL)`;

describe("PgliteThread", () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await PgliteThread.start("memory://");
    await thread.exec(SCHEMA);
  });

  afterAll(() => thread.close());

  beforeEach(() => thread.exec("DELETE FROM item"));

  it("returns the rows and fields PGlite returns in process, with or without the caller's parsers", async () => {
    const inProcess = await PGlite.create("memory://");
    // Scalars, arrays of types with and without default parsers, and duplicate column names.
    const select = `SELECT *, ARRAY[1, 2]::int8[] AS ids, ARRAY['2026-01-02T03:04:05Z']::timestamptz[] AS ats,
      ARRAY['{"a":1}']::jsonb[] AS docs, ARRAY['1.5']::numeric[] AS prices, ARRAY['x', NULL] AS words,
      1::int AS dup, 'two'::text AS dup, '{"y":2}'::jsonb AS twin, '{"z":3}'::jsonb AS twin FROM item`;
    // As Prisma's adapter does: its own parsers for some scalar and array types.
    const tag = (label: string) => (text: string) => `${label}:${text}`;
    const parsers = {
      20: tag("int8"),
      1016: tag("int8[]"),
      1185: tag("timestamptz[]"),
      3807: tag("jsonb[]"),
    };
    try {
      await inProcess.exec(SCHEMA);
      await inProcess.exec(ROW);
      await thread.exec(ROW);
      for (const options of [
        undefined,
        { rowMode: "array" as const },
        { parsers },
        { rowMode: "array" as const, parsers },
      ]) {
        const expected = await inProcess.query(select, [], options);
        const actual = await thread.query(select, [], options);
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
      }
      const [row] = (await thread.query<Record<string, unknown>>(select, [], { parsers })).rows;
      expect(row).toMatchObject({
        big: "int8:9007199254740993",
        ids: "int8[]:{1,2}",
        dup: "two",
        twin: { z: 3 },
      });
      expect((await thread.query<{ big: bigint }>("SELECT big FROM item")).rows[0].big).toBe(
        9007199254740993n,
      );
    } finally {
      await inProcess.close();
    }
  });

  it("applies the caller's parsers (functions stay on this thread) and binds every kind of parameter", async () => {
    const at = new Date("2026-05-01T08:30:00Z");
    const insert = await thread.query(
      "INSERT INTO item (id, at, raw, tags, ok, note) VALUES ($1, $2, $3, $4, $5, $6)",
      [7, at, new Uint8Array([255, 0]), ["x", "y"], false, null],
    );
    expect(insert.affectedRows).toBe(1);
    const { rows } = await thread.query<{ id: string; at: Date; raw: Uint8Array; tags: string[] }>(
      "SELECT id, at, raw, tags FROM item",
      [],
      { parsers: { 23: (text: string) => `#${text}` } },
    );
    expect(rows).toEqual([{ id: "#7", at, raw: new Uint8Array([255, 0]), tags: ["x", "y"] }]);
  });

  it("rejects with PGlite's DatabaseError and Postgres' fields, without the query's parameters", async () => {
    await thread.exec(ROW);
    const error = await thread
      .query("INSERT INTO item (id, note) VALUES ($1, $2)", [1, "secret"])
      .catch((e) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: "23505", constraint: "item_pkey", table: "item" });
    expect(error.message).toMatch(/duplicate key/);
    expect(JSON.stringify(error)).not.toContain("secret");
    // The thread goes on serving.
    expect((await thread.query("SELECT count(*)::int AS n FROM item")).rows).toEqual([{ n: 1 }]);
  });

  it("commits a transaction when its callback resolves, and returns the callback's value", async () => {
    const value = await thread.transaction(async (tx) => {
      await tx.query("INSERT INTO item (id) VALUES (1)");
      await tx.exec("INSERT INTO item (id) VALUES (2)");
      return (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM item")).rows[0].n;
    });
    expect(value).toBe(2);
    expect((await thread.query("SELECT id FROM item ORDER BY id")).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("rolls back when the callback throws, rethrowing the callback's own error", async () => {
    const failure = new Error("the caller's reason");
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("INSERT INTO item (id) VALUES (1)");
        throw failure;
      }),
    ).rejects.toBe(failure);
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("INSERT INTO item (id) VALUES (2)");
        await tx.query("INSERT INTO item (id) VALUES (2)");
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await thread.query("SELECT count(*)::int AS n FROM item")).rows).toEqual([{ n: 0 }]);
  });

  it("rolls back on tx.rollback() and refuses the closed transaction afterwards", async () => {
    let closedAfter = false;
    let late: unknown;
    await thread.transaction(async (tx) => {
      await tx.query("INSERT INTO item (id) VALUES (1)");
      await tx.rollback();
      closedAfter = tx.closed;
      late = await tx.query("SELECT 1").catch((error) => error);
    });
    expect(closedAfter).toBe(true);
    expect(late).toBeInstanceOf(Error);
    expect((await thread.query("SELECT count(*)::int AS n FROM item")).rows).toEqual([{ n: 0 }]);
  });

  it("rolls back when tx.rollback() is not awaited and the callback returns, as Prisma's adapter does", async () => {
    await thread.transaction(async (tx) => {
      await tx.query("INSERT INTO item (id) VALUES (1)");
      void tx.rollback();
    });
    expect((await thread.query("SELECT count(*)::int AS n FROM item")).rows).toEqual([{ n: 0 }]);
  });

  it("makes other queries wait for an open transaction, as PGlite's single connection does", async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await thread.transaction(async (tx) => {
      await tx.query("INSERT INTO item (id) VALUES (1)");
      outside = thread
        .query<{ n: number }>("SELECT count(*)::int AS n FROM item")
        .then(({ rows }) => order.push(`outside saw ${rows[0].n}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("INSERT INTO item (id) VALUES (2)");
      order.push("transaction done");
    });
    await outside;
    expect(order).toEqual(["transaction done", "outside saw 2"]);
  });

  it("fails every pending and later request, and tells its owner once, when the thread dies", async () => {
    const failures: Error[] = [];
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const doomed = await PgliteThread.start("memory://", { onFailure: (error) => failures.push(error) });
    const pending = doomed.query("SELECT pg_sleep(0.5)");
    // What a crash of the WebAssembly (out of memory, say) looks like from here.
    await (doomed as unknown as { worker: Worker }).worker.terminate();
    await expect(pending).rejects.toThrow(/database thread stopped/);
    await expect(doomed.query("SELECT 1")).rejects.toThrow(/database thread stopped/);
    expect(failures).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(1); // operators hear of it, once
    log.mockRestore();
    await doomed.close(); // already down: nothing to do, no throw
  });

  it("fails the requests in flight and later ones when it is closed", async () => {
    const closing = await PgliteThread.start("memory://");
    const inFlight = closing.query("SELECT pg_sleep(0.2)");
    const closed = closing.close();
    const later = closing.query("SELECT 1");
    await expect(later).rejects.toThrow(/closed/);
    await closed;
    await expect(inFlight).resolves.toBeDefined(); // sent before close: PGlite answers it first
    await expect(closing.query("SELECT 1")).rejects.toThrow(/closed/);
  });

  it("refuses a parameter that cannot be sent to the thread, and goes on serving", async () => {
    await expect(thread.query("SELECT $1::text", [() => "a function"])).rejects.toThrow(
      /could not be cloned/,
    );
    expect((await thread.query("SELECT 'still here' AS word")).rows).toEqual([{ word: "still here" }]);
  });

  it("refuses to start on a data directory it cannot open", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-thread-")), "not-a-directory");
    fs.writeFileSync(file, "x");
    await expect(PgliteThread.start(file)).rejects.toThrow();
  });

  it("lets a script exit while the database is idle, and not before a pending query answers", () => {
    const script = path.join(os.tmpdir(), `pglite-thread-exit-${process.pid}.ts`);
    fs.writeFileSync(
      script,
      `import { PgliteThread } from "${path.resolve("server/db/pglite-thread.ts")}";
       PgliteThread.start("memory://").then(async (db) => {
         // A refused request must not keep the process alive either.
         await db.query("SELECT $1::text", [() => 1]).catch(() => console.log("refused"));
         setTimeout(() => void db.query("SELECT pg_sleep(0.3), 'answered' AS word").then(({ rows }) => console.log(rows[0].word)), 10);
       });`,
    );
    const run = spawnSync("npx", ["tsx", "--require", "./bench/server-only.cjs", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    fs.rmSync(script, { force: true });
    expect(run.status).toBe(0); // exited on its own: the idle thread did not keep it running
    expect(run.stdout).toContain("refused");
    expect(run.stdout).toContain("answered"); // and the pending query was not cut off
  });
});
