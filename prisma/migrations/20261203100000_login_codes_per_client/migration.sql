-- A sign-in code belongs to the client (address) that asked for it: another client's requests and
-- wrong guesses never replace or burn it (issue 20; server/auth/otp.ts). Codes stored before this
-- migration have no client and can no longer be used; they expire within 10 minutes anyway.

-- DropIndex
DROP INDEX "LoginCode_email_createdAt_idx";

-- AlterTable
ALTER TABLE "LoginCode" ADD COLUMN     "client" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "LoginCode_email_client_createdAt_idx" ON "LoginCode"("email", "client", "createdAt");

