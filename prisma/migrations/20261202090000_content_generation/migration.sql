-- A value per organisation that changes whenever anything retrieval reads of it changes (issue 10,
-- chat API budget): its chunks, or the title, state or existence of the knowledge block, Q&A pair
-- or document they come from. Search results are cached per process under the value
-- (server/services/retrieval/search-cache.ts), so a cached result is never served once the content
-- it came from has changed, whichever process or connection changed it.
-- - The value is random, not a counter: a restored backup or a recreated organisation (ids are
--   reused) never brings back a value a cache may hold for other content.
-- - No foreign key, and rows are never deleted: the row is written while an organisation's chunks
--   are deleted with it, and it must outlive the organisation for the reason above.

-- CreateTable
CREATE TABLE "ContentGeneration" (
    "organizationId" TEXT NOT NULL,
    "generation" TEXT NOT NULL,

    CONSTRAINT "ContentGeneration_pkey" PRIMARY KEY ("organizationId")
);

-- One upsert per statement (statement-level triggers with transition tables), however many rows it
-- wrote, its organisations in a fixed order (row locks always taken in the same order). An UPDATE
-- never moves a row to another organisation, so its old rows name them all.
CREATE OR REPLACE FUNCTION content_generation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ContentGeneration" ("organizationId", "generation")
    SELECT o.id, gen_random_uuid()::text FROM (SELECT DISTINCT "organizationId" AS id FROM new_rows) o ORDER BY 1
    ON CONFLICT ("organizationId") DO UPDATE SET "generation" = EXCLUDED."generation";
  ELSE
    INSERT INTO "ContentGeneration" ("organizationId", "generation")
    SELECT o.id, gen_random_uuid()::text FROM (SELECT DISTINCT "organizationId" AS id FROM old_rows) o ORDER BY 1
    ON CONFLICT ("organizationId") DO UPDATE SET "generation" = EXCLUDED."generation";
  END IF;
  RETURN NULL;
END $$;

-- TRUNCATE names no rows: every organisation's value changes.
CREATE OR REPLACE FUNCTION content_generation_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ContentGeneration" SET "generation" = gen_random_uuid()::text;
  RETURN NULL;
END $$;

-- A trigger with transition tables has exactly one event.
CREATE TRIGGER "Chunk_content_generation_insert" AFTER INSERT ON "Chunk"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "Chunk_content_generation_update" AFTER UPDATE ON "Chunk"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "Chunk_content_generation_delete" AFTER DELETE ON "Chunk"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "Chunk_content_generation_truncate" AFTER TRUNCATE ON "Chunk"
  FOR EACH STATEMENT EXECUTE FUNCTION content_generation_truncate();

-- Sources: their title is the chunk's title, and their state decides whether it may be cited.
CREATE TRIGGER "KnowledgeBlock_content_generation_update" AFTER UPDATE ON "KnowledgeBlock"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "KnowledgeBlock_content_generation_delete" AFTER DELETE ON "KnowledgeBlock"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "QaPair_content_generation_update" AFTER UPDATE ON "QaPair"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "QaPair_content_generation_delete" AFTER DELETE ON "QaPair"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "Document_content_generation_update" AFTER UPDATE ON "Document"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "Document_content_generation_delete" AFTER DELETE ON "Document"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
