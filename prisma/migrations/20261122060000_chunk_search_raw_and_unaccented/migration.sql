-- No schema change (`prisma migrate diff` reports an empty migration); hand-written SQL only.
--
-- Unaccenting before stemming loses Spanish inflections: the stemmer maps "devoluciones" and
-- "devolución" to "devolu", but "devolucion" (unaccented) to "devolucion", so a question and a text
-- that spell the same word differently did not meet. Each chunk now carries both forms, with the
-- same weights: the stem of the text as written (inflections meet) and of its unaccented text (a
-- query typed without accents meets). Queries are also run in both forms (server/services/retrieval.ts).
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
               || setweight(to_tsvector(cfg, immutable_unaccent(heading_text)), 'A')
               || setweight(to_tsvector(cfg, body_text), 'B')
               || setweight(to_tsvector(cfg, immutable_unaccent(body_text)), 'B');
  RETURN NEW;
END $$;

-- Re-index the existing rows through the trigger (it fires on an update of "text").
UPDATE "Chunk" SET "text" = "text";
