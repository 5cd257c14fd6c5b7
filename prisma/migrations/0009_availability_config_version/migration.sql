-- CreateTable
CREATE TABLE "AvailabilityConfigVersion" (
    "vendorId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AvailabilityConfigVersion_pkey" PRIMARY KEY ("vendorId")
);
