-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "ip" TEXT;

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

