-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "manageVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "html" TEXT,
ADD COLUMN     "template" JSONB;

-- AlterTable
ALTER TABLE "ShortMessage" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "providerMessageId" TEXT,
ADD COLUMN     "sentAt" TIMESTAMPTZ(3);
