import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyPendingMigrations, MIGRATIONS_DIR } from "@/server/db/migrate";
import { createPglite, pgliteMigrationConnection } from "@/server/db/pglite";

/**
 * Migration 20261207000000 (issue 23 point 1): every existing organisation gets one default assistant
 * carrying today's configuration (custom prompt, profile image), and its conversations and
 * interactions are attributed to it.
 */

const ASSISTANTS_MIGRATION = "20261207000000_assistants_and_collections";

let pglite: Awaited<ReturnType<typeof createPglite>>;
let before: string;

/** A migrations folder holding every migration older than the assistants one. */
function migrationsBefore(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "asistente-migrations-"));
  for (const entry of fs.readdirSync(MIGRATIONS_DIR)) {
    if (entry < name && fs.existsSync(path.join(MIGRATIONS_DIR, entry, "migration.sql"))) {
      fs.cpSync(path.join(MIGRATIONS_DIR, entry), path.join(dir, entry), { recursive: true });
    }
  }
  return dir;
}

beforeAll(async () => {
  pglite = await createPglite("memory://");
  before = migrationsBefore(ASSISTANTS_MIGRATION);
  await applyPendingMigrations(pgliteMigrationConnection(pglite), before);
  await pglite.exec(`
    INSERT INTO "Organization" ("id", "name", "customPrompt", "profileImageUrl", "profileImageStorageKey", "updatedAt")
    VALUES ('ferreteria', 'Ferretería', 'Responde con calma.', '/api/images/ferreteria/profile?v=abc123', 'ferreteria/img.png', now()),
           ('vacia', 'Vacía', NULL, NULL, NULL, now());
    INSERT INTO "User" ("id", "email", "name", "organizationId", "updatedAt")
    VALUES ('u1', 'ana@ferreteria.mx', 'Ana', 'ferreteria', now());
    INSERT INTO "Conversation" ("id", "organizationId", "userId", "title", "updatedAt")
    VALUES ('c1', 'ferreteria', 'u1', 'Vacaciones', now());
    INSERT INTO "Interaction" ("id", "organizationId", "userId", "conversationId", "question", "answer", "answered", "latencyMs", "engine")
    VALUES ('i1', 'ferreteria', 'u1', 'c1', '¿Vacaciones?', '12 días', true, 5, 'embedded');
  `);
  expect(await applyPendingMigrations(pgliteMigrationConnection(pglite))).toContain(ASSISTANTS_MIGRATION);
});

afterAll(async () => {
  await pglite.close();
  fs.rmSync(before, { recursive: true, force: true });
});

type AssistantRow = {
  id: string;
  organizationId: string;
  name: string;
  customPrompt: string | null;
  profileImageUrl: string | null;
  profileImageStorageKey: string | null;
  isDefault: boolean;
  allContent: boolean;
  openToAll: boolean;
};

const assistants = async () =>
  (await pglite.query<AssistantRow>(`SELECT * FROM "Assistant" ORDER BY "organizationId"`)).rows;

it("gives each organisation one default assistant with its prompt and profile image", async () => {
  const rows = await assistants();
  expect(rows).toHaveLength(2);
  const [ferreteria, vacia] = rows;
  expect(ferreteria).toMatchObject({
    organizationId: "ferreteria",
    name: "Asistente",
    customPrompt: "Responde con calma.",
    profileImageStorageKey: "ferreteria/img.png",
    profileImageUrl: `/api/images/ferreteria/assistants/${ferreteria.id}?v=abc123`,
    isDefault: true,
    allContent: true,
    openToAll: true,
  });
  expect(vacia).toMatchObject({
    organizationId: "vacia",
    customPrompt: null,
    profileImageUrl: null,
    isDefault: true,
  });
});

it("attributes existing conversations and interactions to the default assistant", async () => {
  const [ferreteria] = await assistants();
  const conversation = await pglite.query<{ assistantId: string }>(
    `SELECT "assistantId" FROM "Conversation" WHERE id = 'c1'`,
  );
  expect(conversation.rows[0].assistantId).toBe(ferreteria.id);
  const interaction = await pglite.query<{ assistantId: string; assistantName: string }>(
    `SELECT "assistantId", "assistantName" FROM "Interaction" WHERE id = 'i1'`,
  );
  expect(interaction.rows[0]).toEqual({ assistantId: ferreteria.id, assistantName: "Asistente" });
});

it("no longer keeps the configuration on the organisation", async () => {
  const columns = await pglite.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'Organization'`,
  );
  const names = columns.rows.map((row) => row.column_name);
  expect(names).not.toContain("customPrompt");
  expect(names).not.toContain("profileImageUrl");
});

it("takes a deleted source out of its collections", async () => {
  await pglite.exec(`
    INSERT INTO "Collection" ("id", "organizationId", "name") VALUES ('rrhh', 'ferreteria', 'RRHH');
    INSERT INTO "QaPair" ("id", "organizationId", "question", "answer", "updatedAt")
    VALUES ('q1', 'ferreteria', '¿Vacaciones?', '12 días', now()), ('q2', 'ferreteria', '¿Horario?', '9 a 6', now());
    INSERT INTO "CollectionItem" ("collectionId", "organizationId", "sourceKind", "sourceId")
    VALUES ('rrhh', 'ferreteria', 'qa_pair', 'q1'), ('rrhh', 'ferreteria', 'qa_pair', 'q2');
    DELETE FROM "QaPair" WHERE id = 'q1';
  `);
  const items = await pglite.query<{ sourceId: string }>(`SELECT "sourceId" FROM "CollectionItem"`);
  expect(items.rows).toEqual([{ sourceId: "q2" }]);
});
