-- Synonyms an organisation's admins define for its assistant (issue 21): «lana = dinero, sueldo».
-- CreateTable
CREATE TABLE "Synonym" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "term" TEXT NOT NULL,
    "normalizedTerm" TEXT NOT NULL,
    "equivalents" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Synonym_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Synonym_organizationId_normalizedTerm_key" ON "Synonym"("organizationId", "normalizedTerm");

-- AddForeignKey
ALTER TABLE "Synonym" ADD CONSTRAINT "Synonym_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Retrieval reads them, so a change must invalidate cached search results like a content change does
-- (20261202090000_content_generation).
CREATE TRIGGER "Synonym_content_generation_insert" AFTER INSERT ON "Synonym"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "Synonym_content_generation_update" AFTER UPDATE ON "Synonym"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "Synonym_content_generation_delete" AFTER DELETE ON "Synonym"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
