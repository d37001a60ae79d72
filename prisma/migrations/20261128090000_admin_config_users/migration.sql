-- DropForeignKey
ALTER TABLE "Interaction" DROP CONSTRAINT "Interaction_userId_fkey";

-- AlterTable
ALTER TABLE "Interaction" ADD COLUMN     "gapAddressedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "logoStorageKey" TEXT,
ADD COLUMN     "profileImageStorageKey" TEXT;

