-- AlterTable
ALTER TABLE "CashClosing" ADD COLUMN     "countedCash" INTEGER;
