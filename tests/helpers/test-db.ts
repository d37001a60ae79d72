import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { settleBackgroundWork } from "@/server/background";
import { resetConfigForTests } from "@/server/config";
import { closeDb, getDb, resetDbForTests, type Db } from "@/server/db";
import { applyPendingMigrations, readMigrations } from "@/server/db/migrate";
import { seedDemo } from "@/server/services/demo-seed";
import { createPglite, pgliteMigrationConnection } from "@/server/db/pglite";

/**
 * A fresh database per test file (DESIGN §12). With TEST_DATABASE_URL (e.g.
 * postgresql://postgres@127.0.0.1:5432/postgres) a new database is created on that server; otherwise an
 * embedded PGlite directory inside a fresh DATA_DIR. Either way the app's own getDb() opens it, so
 * migrations and the demo seed run exactly as in production.
 */

const ENV_KEYS = ["DATA_DIR", "DATABASE_URL", "SEED_DEMO", "AUTH_SECRET"] as const;

export function useTestDatabase(options: { seed?: boolean } = {}): void {
  const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  let dataDir = "";
  let serverDatabase: ServerDatabase | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-test-"));
    process.env.DATA_DIR = dataDir;
    process.env.SEED_DEMO = String(options.seed ?? false);
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      serverDatabase = await createServerDatabase(serverUrl);
      process.env.DATABASE_URL = serverDatabase.url;
      process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("base64url"); // required with a server
    } else {
      process.env.DATABASE_URL = `pglite:${await copyPgliteTemplate(path.join(dataDir, "db"))}`;
    }
    resetConfigForTests();
    resetDbForTests();
    const db = await getDb(); // migrate now, outside any single test's timeout
    // The PGlite copy is migrated already, so getDb() does not see a new database: seed explicitly.
    if (options.seed) await seedDemo(db);
  });

  afterAll(async () => {
    // Work a test started in the background (a document's processing after its upload) finishes on
    // this database, not after it is closed and the test's environment is gone.
    await settleBackgroundWork();
    await closeDb();
    resetDbForTests();
    await serverDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (const key of ENV_KEYS) {
      if (savedEnv[key] === undefined) delete process.env[key];
      else process.env[key] = savedEnv[key];
    }
    resetConfigForTests();
  });
}

export function testDb(): Promise<Db> {
  return getDb();
}

/** Organisations named `names`, each with its name in lower case as its id ("Acme" → "acme"). */
export async function createOrganizations(...names: string[]): Promise<void> {
  const db = await getDb();
  await db.organization.createMany({ data: names.map((name) => ({ id: name.toLowerCase(), name })) });
}

export type ServerDatabase = { url: string; drop: () => Promise<void> };

/** A new, empty, uniquely named database on the server `serverUrl` points to. */
export async function createServerDatabase(serverUrl: string): Promise<ServerDatabase> {
  const name = `asistente_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * Creating a PGlite cluster (initdb) takes seconds; copying a closed, already-migrated one takes
 * milliseconds. The template lives in the OS temp dir, keyed by the PGlite version and the migrations,
 * so it is built once per machine and rebuilt whenever either changes.
 */
async function copyPgliteTemplate(target: string): Promise<string> {
  const template = await ensurePgliteTemplate();
  fs.cpSync(template, target, { recursive: true });
  return target;
}

async function ensurePgliteTemplate(): Promise<string> {
  const pgliteVersion = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ).version;
  const key = crypto
    .createHash("sha256")
    .update([pgliteVersion, ...readMigrations().map((m) => `${m.name}:${m.checksum}`)].join("\n"))
    .digest("hex")
    .slice(0, 16);
  const template = path.join(os.tmpdir(), `asistente-pglite-template-${key}`);
  if (fs.existsSync(template)) return template;

  // Build beside it and rename into place: parallel Jest workers may race, and a rename is atomic.
  const building = `${template}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  const pglite = await createPglite(building);
  await applyPendingMigrations(pgliteMigrationConnection(pglite));
  await pglite.close();
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another worker won the race
  }
  return template;
}
