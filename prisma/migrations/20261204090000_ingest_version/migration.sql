-- Every customer gets the improvements (issue 21 point 8): each source records the version of the
-- ingestion and indexing rules its chunks were made with (INGEST_VERSION, server/ingest/version.ts).
-- Rows indexed before this migration start at 0, so the server re-indexes them in the background
-- (server/services/indexing-queue.ts); a document also counts its processing runs, so a document
-- interrupted by crashes is retried a bounded number of times (issue 20 point 5).

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "ingestFailedVersion" INTEGER,
ADD COLUMN     "ingestVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "processingAttempts" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "KnowledgeBlock" ADD COLUMN     "ingestVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "QaPair" ADD COLUMN     "ingestVersion" INTEGER NOT NULL DEFAULT 0;
