-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "Language" ADD VALUE 'de';
ALTER TYPE "Language" ADD VALUE 'it';

-- CreateTable
CREATE TABLE "LegalConditionTranslation" (
    "id" SERIAL NOT NULL,
    "legalConditionId" INTEGER NOT NULL,
    "language" "Language" NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT,

    CONSTRAINT "LegalConditionTranslation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LegalConditionTranslation_legalConditionId_language_key" ON "LegalConditionTranslation"("legalConditionId", "language");

-- AddForeignKey
ALTER TABLE "LegalConditionTranslation" ADD CONSTRAINT "LegalConditionTranslation_legalConditionId_fkey" FOREIGN KEY ("legalConditionId") REFERENCES "LegalCondition"("id") ON DELETE CASCADE ON UPDATE CASCADE;
