-- Several assistants on the same knowledge (issue 23): assistants per organisation, collections of
-- documents, knowledge blocks and Q&A pairs they may draw on, and the members chosen for them. The
-- organisation's one assistant configuration (custom prompt, profile image) moves into a default
-- assistant; its conversations and interactions are attributed to it.

-- CreateEnum
CREATE TYPE "AssistantTone" AS ENUM ('friendly', 'formal');

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "assistantId" TEXT;

-- AlterTable
ALTER TABLE "Interaction" ADD COLUMN     "assistantId" TEXT,
ADD COLUMN     "assistantName" TEXT;


-- CreateTable
CREATE TABLE "Assistant" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "profileImageUrl" TEXT,
    "profileImageStorageKey" TEXT,
    "greeting" TEXT,
    "customPrompt" TEXT,
    "tone" "AssistantTone" NOT NULL DEFAULT 'friendly',
    "suggestedQuestions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "allContent" BOOLEAN NOT NULL DEFAULT true,
    "openToAll" BOOLEAN NOT NULL DEFAULT true,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Assistant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Collection" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Collection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CollectionItem" (
    "collectionId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "sourceKind" "ChunkSourceKind" NOT NULL,
    "sourceId" TEXT NOT NULL,

    CONSTRAINT "CollectionItem_pkey" PRIMARY KEY ("collectionId","sourceKind","sourceId")
);

-- CreateTable
CREATE TABLE "AssistantCollection" (
    "assistantId" TEXT NOT NULL,
    "collectionId" TEXT NOT NULL,

    CONSTRAINT "AssistantCollection_pkey" PRIMARY KEY ("assistantId","collectionId")
);

-- CreateTable
CREATE TABLE "AssistantMember" (
    "assistantId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,

    CONSTRAINT "AssistantMember_pkey" PRIMARY KEY ("assistantId","userId")
);

-- CreateIndex
CREATE INDEX "Assistant_organizationId_position_idx" ON "Assistant"("organizationId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Collection_organizationId_name_key" ON "Collection"("organizationId", "name");

-- CreateIndex
CREATE INDEX "CollectionItem_organizationId_sourceKind_sourceId_idx" ON "CollectionItem"("organizationId", "sourceKind", "sourceId");

-- CreateIndex
CREATE INDEX "AssistantMember_userId_idx" ON "AssistantMember"("userId");

-- CreateIndex
CREATE INDEX "Interaction_organizationId_assistantId_createdAt_idx" ON "Interaction"("organizationId", "assistantId", "createdAt");

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_assistantId_fkey" FOREIGN KEY ("assistantId") REFERENCES "Assistant"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Assistant" ADD CONSTRAINT "Assistant_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Collection" ADD CONSTRAINT "Collection_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CollectionItem" ADD CONSTRAINT "CollectionItem_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "Collection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssistantCollection" ADD CONSTRAINT "AssistantCollection_assistantId_fkey" FOREIGN KEY ("assistantId") REFERENCES "Assistant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssistantCollection" ADD CONSTRAINT "AssistantCollection_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "Collection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssistantMember" ADD CONSTRAINT "AssistantMember_assistantId_fkey" FOREIGN KEY ("assistantId") REFERENCES "Assistant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssistantMember" ADD CONSTRAINT "AssistantMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing organisation gets its default assistant, carrying today's configuration.
INSERT INTO "Assistant" ("id", "organizationId", "name", "profileImageUrl", "profileImageStorageKey",
                         "customPrompt", "isDefault", "position", "createdAt", "updatedAt")
SELECT gen_random_uuid()::text, o."id", 'Asistente', o."profileImageUrl", o."profileImageStorageKey",
       o."customPrompt", true, 0, o."createdAt", CURRENT_TIMESTAMP
FROM "Organization" o;

-- The profile image's URL named the organisation's image; it now names the assistant's (same file).
UPDATE "Assistant" SET "profileImageUrl" =
  '/api/images/' || "organizationId" || '/assistants/' || "id" ||
  COALESCE(substring("profileImageUrl" FROM '\?v=[0-9a-f]+$'), '')
WHERE "profileImageUrl" IS NOT NULL;

UPDATE "Conversation" c SET "assistantId" = a."id"
FROM "Assistant" a WHERE a."organizationId" = c."organizationId" AND a."isDefault";

UPDATE "Interaction" i SET "assistantId" = a."id", "assistantName" = a."name"
FROM "Assistant" a WHERE a."organizationId" = i."organizationId" AND a."isDefault";

-- AlterTable
ALTER TABLE "Organization" DROP COLUMN "customPrompt",
DROP COLUMN "profileImageStorageKey",
DROP COLUMN "profileImageUrl";

-- A source leaves its collections when it is deleted (no foreign key can name three tables).
CREATE OR REPLACE FUNCTION collection_item_source_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "CollectionItem" ci
  USING old_rows o
  WHERE ci."organizationId" = o."organizationId" AND ci."sourceKind" = TG_ARGV[0]::"ChunkSourceKind"
    AND ci."sourceId" = o."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "KnowledgeBlock_collection_items_delete" AFTER DELETE ON "KnowledgeBlock"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION collection_item_source_deleted('knowledge_block');
CREATE TRIGGER "QaPair_collection_items_delete" AFTER DELETE ON "QaPair"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION collection_item_source_deleted('qa_pair');
CREATE TRIGGER "Document_collection_items_delete" AFTER DELETE ON "Document"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION collection_item_source_deleted('document');

-- What an assistant restricted to collections may retrieve changes with their items: cached search
-- results (migration 20261202090000) must not outlive such a change.
CREATE TRIGGER "CollectionItem_content_generation_insert" AFTER INSERT ON "CollectionItem"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "CollectionItem_content_generation_delete" AFTER DELETE ON "CollectionItem"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_generation_change();
CREATE TRIGGER "CollectionItem_content_generation_truncate" AFTER TRUNCATE ON "CollectionItem"
  FOR EACH STATEMENT EXECUTE FUNCTION content_generation_truncate();
