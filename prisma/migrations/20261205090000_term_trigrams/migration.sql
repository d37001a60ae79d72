-- The organisation's vocabulary for typo bridges (DESIGN §7, issue 21 point 4): a question word its
-- content never uses is matched to the closest lexeme of its term statistics by trigram similarity
-- (server/services/retrieval/bridges.ts). "TermStatistic" is already kept per organisation by the
-- triggers of 20261127090000, so the vocabulary costs one index. pg_trgm is a contrib extension of
-- PostgreSQL and of PGlite (loaded by server/db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "TermStatistic_lexeme_idx" ON "TermStatistic" USING GIN ("lexeme" gin_trgm_ops);
