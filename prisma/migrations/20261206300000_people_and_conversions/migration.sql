-- Issue 24, points 3 and 4. A demo request a superadmin converted into an organisation keeps a link to
-- it; a member promoted to admin records when (the seniority rule of
-- server/services/organizations/user-management.ts compares it, createdAt when it is null).

-- AlterEnum (the new value is not used in this migration, so it may be added inside its transaction)
ALTER TYPE "DemoRequestStatus" ADD VALUE 'converted';

-- AlterTable
ALTER TABLE "DemoRequest" ADD COLUMN "organizationId" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN "adminSince" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "DemoRequest_organizationId_key" ON "DemoRequest"("organizationId");

-- AddForeignKey
ALTER TABLE "DemoRequest" ADD CONSTRAINT "DemoRequest_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;
