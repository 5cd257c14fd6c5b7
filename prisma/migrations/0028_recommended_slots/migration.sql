-- AlterTable
ALTER TABLE "Vendor" ADD COLUMN     "recommendSlots" BOOLEAN NOT NULL DEFAULT true;

-- Hand-written: availability reads the new setting from the cached configuration, so a change to it
-- moves the vendor's availability configuration version like the other settings (migration 0010).
DROP TRIGGER "Vendor_availability_config" ON "Vendor";
CREATE TRIGGER "Vendor_availability_config" AFTER UPDATE OF "timezone", "workplacesEnabled", "machinesEnabled",
  "bookingSlotsPropositionInterval", "minStart", "maxEnd", "cancellationNotice", "availableBookingsInterval",
  "capacityThreshold", "actualFreeTimeSlotFirstBooking", "dailyServiceLimit", "recommendSlots"
  ON "Vendor" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('self');
