-- AlterTable
ALTER TABLE "Location" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3);
