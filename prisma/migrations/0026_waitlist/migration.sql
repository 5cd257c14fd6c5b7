-- CreateEnum
CREATE TYPE "WaitlistMode" AS ENUM ('ALL', 'ONE');

-- CreateEnum
CREATE TYPE "WaitlistStatus" AS ENUM ('WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED');

-- AlterTable
ALTER TABLE "Vendor" ADD COLUMN     "waitlistHoldMinutes" INTEGER NOT NULL DEFAULT 15,
ADD COLUMN     "waitlistMode" "WaitlistMode" NOT NULL DEFAULT 'ALL';

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" SERIAL NOT NULL,
    "vendorId" INTEGER NOT NULL,
    "locationId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "userId" INTEGER,
    "employeeId" INTEGER,
    "serviceIds" INTEGER[],
    "dateFrom" DATE NOT NULL,
    "dateTo" DATE NOT NULL,
    "timeFrom" INTEGER,
    "timeTo" INTEGER,
    "language" "Language" NOT NULL DEFAULT 'fr',
    "status" "WaitlistStatus" NOT NULL DEFAULT 'WAITING',
    "offerVersion" INTEGER NOT NULL DEFAULT 0,
    "offeredAt" TIMESTAMPTZ(3),
    "offeredStarts" TIMESTAMPTZ(3)[],
    "holdUntil" TIMESTAMPTZ(3),
    "passedStarts" TIMESTAMPTZ(3)[],
    "bookingId" INTEGER,
    "createdByUserId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WaitlistEntry_vendorId_locationId_status_dateFrom_dateTo_idx" ON "WaitlistEntry"("vendorId", "locationId", "status", "dateFrom", "dateTo");

-- CreateIndex
CREATE INDEX "WaitlistEntry_customerId_idx" ON "WaitlistEntry"("customerId");

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;
