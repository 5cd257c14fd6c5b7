-- CreateTable
CREATE TABLE "CalendarConnection" (
    "id" SERIAL NOT NULL,
    "vendorId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "provider" TEXT NOT NULL DEFAULT 'caldav',
    "serverUrl" TEXT NOT NULL,
    "calendarUrl" TEXT NOT NULL,
    "calendarName" TEXT NOT NULL DEFAULT '',
    "username" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "lastSyncAt" TIMESTAMPTZ(3),
    "lastSyncError" TEXT,
    "busyCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CalendarConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarBusyBlock" (
    "id" SERIAL NOT NULL,
    "vendorId" INTEGER NOT NULL,
    "connectionId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "start" TIMESTAMPTZ(3) NOT NULL,
    "end" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CalendarBusyBlock_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarPushedEvent" (
    "id" SERIAL NOT NULL,
    "connectionId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CalendarPushedEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CalendarConnection_employeeId_key" ON "CalendarConnection"("employeeId");

-- CreateIndex
CREATE INDEX "CalendarConnection_vendorId_idx" ON "CalendarConnection"("vendorId");

-- CreateIndex
CREATE INDEX "CalendarBusyBlock_vendorId_employeeId_start_idx" ON "CalendarBusyBlock"("vendorId", "employeeId", "start");

-- CreateIndex
CREATE INDEX "CalendarBusyBlock_connectionId_idx" ON "CalendarBusyBlock"("connectionId");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarPushedEvent_connectionId_bookingId_key" ON "CalendarPushedEvent"("connectionId", "bookingId");

-- AddForeignKey
ALTER TABLE "CalendarConnection" ADD CONSTRAINT "CalendarConnection_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarConnection" ADD CONSTRAINT "CalendarConnection_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarBusyBlock" ADD CONSTRAINT "CalendarBusyBlock_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarBusyBlock" ADD CONSTRAINT "CalendarBusyBlock_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "CalendarConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarBusyBlock" ADD CONSTRAINT "CalendarBusyBlock_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarPushedEvent" ADD CONSTRAINT "CalendarPushedEvent_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "CalendarConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
