-- CreateIndex
CREATE INDEX "Event_bookingId_idx" ON "Event"("bookingId");
