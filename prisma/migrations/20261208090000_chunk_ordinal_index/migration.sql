-- A chunk's successor in its source is found by the index (server/services/retrieval/continued-lists.ts:
-- a list a page break split), not by reading every chunk of a long document; the index still serves
-- every lookup by source, which is its prefix.
DROP INDEX "Chunk_organizationId_sourceKind_sourceId_idx";
CREATE INDEX "Chunk_organizationId_sourceKind_sourceId_ordinal_idx" ON "Chunk"("organizationId", "sourceKind", "sourceId", "ordinal");
