-- No schema change (`prisma migrate diff` reports an empty migration); hand-written SQL only.
--
-- Keep chunk rows in the heap, uncompressed, up to 8 kB. A chunk's tsvector (~2 kB for 250 words,
-- its raw and unaccented lexemes) made most rows pass the default 2 kB TOAST threshold, so Postgres
-- compressed the vector and moved it to the TOAST table; every `@@` recheck and `ts_rank` on a
-- candidate then fetched it from there and decompressed it. Retrieval reads a bounded number of
-- candidates (server/services/retrieval.ts), and this roughly halves the cost of each one. Larger rows
-- (a chunk over ~3,000 words) are still toasted as before.
ALTER TABLE "Chunk" SET (toast_tuple_target = 8160);

-- Rewrite the existing rows so they are stored under the new target. Only "search" is assigned (a
-- fresh copy of the same vector), so the indexing trigger, which fires on "heading", "text" and
-- "language", does not re-stem anything.
UPDATE "Chunk" SET "search" = "search" || ''::tsvector WHERE "search" IS NOT NULL;
