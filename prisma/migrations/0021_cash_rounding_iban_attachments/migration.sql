-- AlterTable
ALTER TABLE "CashClosing" ADD COLUMN     "cashRounding" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "attachments" JSONB;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "rounding" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Vendor" ADD COLUMN     "iban" TEXT;
