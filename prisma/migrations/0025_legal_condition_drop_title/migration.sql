-- AlterTable
ALTER TABLE "LegalCondition" DROP COLUMN "title",
DROP COLUMN "url";
