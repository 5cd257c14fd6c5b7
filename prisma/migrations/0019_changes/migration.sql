-- CreateTable
CREATE TABLE "Change" (
    "id" SERIAL NOT NULL,
    "vendorId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "actor" TEXT NOT NULL,
    "door" TEXT NOT NULL,
    "actorUserId" INTEGER,
    "data" JSONB NOT NULL DEFAULT '{}',
    "occurredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatchedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Change_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Change_vendorId_occurredAt_idx" ON "Change"("vendorId", "occurredAt");

-- AddForeignKey
ALTER TABLE "Change" ADD CONSTRAINT "Change_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
