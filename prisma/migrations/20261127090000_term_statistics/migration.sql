-- Per-organisation document frequencies for retrieval's IDF weights (DESIGN §7, issue 10): how many
-- of an organisation's chunks contain each lexeme of their tsvector, plus the number of chunks (the
-- row with the empty lexeme, which no tsvector holds). Postgres' own statistics (pg_stats) are
-- table-wide samples of the ~1,000 most common lexemes; these are exact and tenant-scoped.

-- CreateTable
CREATE TABLE "TermStatistic" (
    "organizationId" TEXT NOT NULL,
    "lexeme" TEXT NOT NULL,
    "chunks" INTEGER NOT NULL,

    CONSTRAINT "TermStatistic_pkey" PRIMARY KEY ("organizationId","lexeme")
);

-- Kept up to date by statement-level triggers with transition tables: one aggregated upsert per
-- INSERT/UPDATE/DELETE statement on "Chunk" (indexing writes a source's chunks in a few statements),
-- not one per chunk and lexeme.
CREATE OR REPLACE FUNCTION term_statistics_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    WITH removed AS (
      SELECT o."organizationId", l.lexeme, count(*)::int AS n
      FROM old_chunks o CROSS JOIN LATERAL unnest(tsvector_to_array(coalesce(o."search", ''::tsvector))) AS l(lexeme)
      GROUP BY 1, 2
      UNION ALL
      SELECT o."organizationId", '', count(*)::int FROM old_chunks o GROUP BY 1
    )
    UPDATE "TermStatistic" t SET "chunks" = t."chunks" - r.n
    FROM removed r WHERE t."organizationId" = r."organizationId" AND t."lexeme" = r.lexeme;
    DELETE FROM "TermStatistic" t
    WHERE t."chunks" <= 0 AND t."organizationId" IN (SELECT DISTINCT o."organizationId" FROM old_chunks o);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "TermStatistic" ("organizationId", "lexeme", "chunks")
    SELECT n."organizationId", l.lexeme, count(*)::int
    FROM new_chunks n CROSS JOIN LATERAL unnest(tsvector_to_array(coalesce(n."search", ''::tsvector))) AS l(lexeme)
    GROUP BY 1, 2
    UNION ALL
    SELECT n."organizationId", '', count(*)::int FROM new_chunks n GROUP BY 1
    ON CONFLICT ("organizationId", "lexeme") DO UPDATE SET "chunks" = "TermStatistic"."chunks" + EXCLUDED."chunks";
  END IF;
  RETURN NULL;
END $$;

-- A trigger with transition tables has exactly one event.
CREATE TRIGGER "Chunk_term_statistics_insert" AFTER INSERT ON "Chunk"
  REFERENCING NEW TABLE AS new_chunks FOR EACH STATEMENT EXECUTE FUNCTION term_statistics_change();
CREATE TRIGGER "Chunk_term_statistics_update" AFTER UPDATE ON "Chunk"
  REFERENCING OLD TABLE AS old_chunks NEW TABLE AS new_chunks FOR EACH STATEMENT EXECUTE FUNCTION term_statistics_change();
CREATE TRIGGER "Chunk_term_statistics_delete" AFTER DELETE ON "Chunk"
  REFERENCING OLD TABLE AS old_chunks FOR EACH STATEMENT EXECUTE FUNCTION term_statistics_change();

-- The chunks indexed before this migration.
INSERT INTO "TermStatistic" ("organizationId", "lexeme", "chunks")
SELECT c."organizationId", l.lexeme, count(*)::int
FROM "Chunk" c CROSS JOIN LATERAL unnest(tsvector_to_array(coalesce(c."search", ''::tsvector))) AS l(lexeme)
GROUP BY 1, 2
UNION ALL
SELECT c."organizationId", '', count(*)::int FROM "Chunk" c GROUP BY 1;
