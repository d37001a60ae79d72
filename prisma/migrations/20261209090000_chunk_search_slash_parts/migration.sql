-- No schema change; hand-written SQL only.
--
-- Postgres' parser reads a run of words joined by slashes as one "file" token: «kg/cm²» is indexed as
-- «kg/cm», «entrada/salida» as itself, so a question that asks for «kg» or «salida» never meets them.
-- The unaccented copy of each chunk's text is now indexed with its slashes read as spaces, so every
-- part is also a word of its own; the copy as written keeps the whole token (a path, a fraction).
CREATE OR REPLACE FUNCTION chunk_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cfg regconfig;
  heading_text text := coalesce(NEW."heading", '');
  body_text text := coalesce(NEW."text", '');
BEGIN
  cfg := CASE NEW."language"
    WHEN 'spanish' THEN 'spanish'::regconfig
    WHEN 'english' THEN 'english'::regconfig
    ELSE 'simple'::regconfig
  END;
  NEW."search" := setweight(to_tsvector(cfg, heading_text), 'A')
               || setweight(to_tsvector(cfg, translate(immutable_unaccent(heading_text), '/', ' ')), 'A')
               || setweight(to_tsvector(cfg, body_text), 'B')
               || setweight(to_tsvector(cfg, translate(immutable_unaccent(body_text), '/', ' ')), 'B');
  RETURN NEW;
END $$;

-- Re-index the existing rows through the trigger (it fires on an update of "text"); the term
-- statistics' statement trigger follows.
UPDATE "Chunk" SET "text" = "text";
