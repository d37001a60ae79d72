import "server-only";
import path from "node:path";
import { config } from "@/server/config";
import { writeBackup, type Backup } from "./backups";
import { Checkpointer } from "./checkpoints";
import type { PrismaClient } from "./generated/client";
import { readMigrations } from "./migrate";
import { recoveryReport, type RecoveryReport } from "./recovery";

// Models, enums and the Prisma namespace, so callers import everything database-related from "@/server/db".
export * from "./generated/client";
export type { RecoveryReport };

export type Db = PrismaClient;

/** What start-up needs to know about the database it opened. */
export type OpenedDatabase = {
  /** True when this open created the database (applied its very first migration): seed it then. */
  createdNow: boolean;
  /** Set when the embedded database could not be opened and a backup was restored in its place. */
  recovery: RecoveryReport | null;
};

type OpenDb = {
  db: Db;
  applied: string[];
  /** Embedded only: a PostgreSQL server checkpoints and backs up on its own (pg_dump). */
  embedded: { checkpointer: Checkpointer; backup: () => Promise<Backup> } | null;
  close: () => Promise<void>;
};

// One client per process, kept on globalThis so Next's dev reloads reuse it: PGlite must never open the
// same data directory twice, and a pg pool per module instance would leak connections.
const registry = globalThis as typeof globalThis & { __asistenteDb?: Promise<OpenDb> };

/** Where the embedded database's rolling backups live. */
export function backupsDir(): string {
  return path.join(config().dataDir, "backups");
}

/** `forget`: called if the embedded database's thread dies, so that the next request opens it again. */
async function open(forget: () => void): Promise<OpenDb> {
  const { databaseUrl, embedded, env, backups } = config();
  // Imported lazily so a server deployment never loads PGlite's WASM, nor an embedded one the pg driver.
  if (!embedded) {
    const opened = await (await import("./postgres")).openServerDb(databaseUrl);
    logApplied(opened.applied, env);
    return { ...opened, embedded: null };
  }
  const { pglite, ...opened } = await (
    await import("./pglite")
  ).openEmbeddedDb(databaseUrl, { backupsDir: backupsDir(), onFailure: forget });
  logApplied(opened.applied, env);
  const checkpointer = new Checkpointer(pglite);
  return {
    ...opened,
    embedded: { checkpointer, backup: () => writeBackup(pglite, backupsDir(), backups.keep) },
  };
}

function logApplied(applied: string[], env: string): void {
  if (applied.length && env !== "test") console.info(`[db] applied migrations: ${applied.join(", ")}`);
}

function opening(): Promise<OpenDb> {
  if (!registry.__asistenteDb) {
    const pending: Promise<OpenDb> = open(() => {
      if (registry.__asistenteDb === pending) registry.__asistenteDb = undefined;
    }).catch((error) => {
      // Let the next request retry instead of caching the failure (unless a newer open is under way).
      if (registry.__asistenteDb === pending) registry.__asistenteDb = undefined;
      throw error;
    });
    registry.__asistenteDb = pending;
  }
  return registry.__asistenteDb;
}

export async function getDb(): Promise<Db> {
  return (await opening()).db;
}

/** Opens the database (migrating it) and says whether this open created it or restored a backup. */
export async function openDatabase(): Promise<OpenedDatabase> {
  const { applied } = await opening();
  const createdNow = applied.length > 0 && applied[0] === readMigrations()[0]?.name;
  return { createdNow, recovery: recoveryReport() };
}

/** Set when this process restored a backup because the embedded database could not be opened. */
export function databaseRecovery(): RecoveryReport | null {
  return recoveryReport();
}

/**
 * Bounds what a crash can cost after a bulk write (embedded only). `onlyIfWritten`: skip it when
 * nothing was written since the last one (the periodic check).
 */
export async function checkpointDb({ onlyIfWritten = false } = {}): Promise<void> {
  const { embedded } = await opening();
  if (!embedded) return;
  if (onlyIfWritten) await embedded.checkpointer.checkpointIfWritten();
  else await embedded.checkpointer.checkpoint();
}

/** Writes a backup of the embedded database into backupsDir(); null on a PostgreSQL server (pg_dump). */
export async function backupDb(): Promise<Backup | null> {
  const { embedded } = await opening();
  return embedded ? embedded.backup() : null;
}

/** Closes the database; the embedded one writes a shutdown checkpoint, so no WAL is left to replay. */
export async function closeDb(): Promise<void> {
  const pending = registry.__asistenteDb;
  registry.__asistenteDb = undefined;
  const opened = await pending?.catch(() => null); // a failed open has nothing to close
  await opened?.close();
}

/** Test hook: forget the client without closing it (call closeDb first when it is still open). */
export function resetDbForTests(): void {
  registry.__asistenteDb = undefined;
}
