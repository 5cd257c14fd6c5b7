-- Hand-written migration: the availability configuration version of a vendor moves in the same
-- transaction as every write to the rows availability is computed from. Gateways cache that
-- configuration per vendor and compare versions on each availability request (in the same query
-- as the busy intervals), so a committed change is seen by the next request of every gateway.
CREATE FUNCTION "availability_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  vid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_ARGV[0] = 'self' THEN
    vid := r.id;
  ELSIF TG_ARGV[0] = 'vendor' THEN
    vid := r."vendorId";
  ELSIF TG_ARGV[0] = 'service' THEN
    SELECT s."vendorId" INTO vid FROM "Service" s WHERE s.id = r."serviceId";
  ELSIF TG_ARGV[0] = 'employee' THEN
    SELECT e."vendorId" INTO vid FROM "Employee" e WHERE e.id = r."employeeId";
  ELSIF TG_ARGV[0] = 'timetable' THEN
    SELECT t."vendorId" INTO vid FROM "Timetable" t WHERE t.id = r."timetableId";
  ELSIF TG_ARGV[0] = 'closedDate' THEN
    SELECT c."vendorId" INTO vid FROM "ClosedDate" c WHERE c.id = r."A";
  END IF;
  -- A child row deleted with its parent finds no parent: the parent's own trigger bumps.
  IF vid IS NOT NULL THEN
    INSERT INTO "AvailabilityConfigVersion" ("vendorId", version) VALUES (vid, 1)
      ON CONFLICT ("vendorId") DO UPDATE SET version = "AvailabilityConfigVersion".version + 1;
  END IF;
  RETURN NULL;
END $$;

-- Only the columns availability reads: other updates of these rows do not move the version.
CREATE TRIGGER "Vendor_availability_config" AFTER UPDATE OF "timezone", "workplacesEnabled", "machinesEnabled",
  "bookingSlotsPropositionInterval", "minStart", "maxEnd", "cancellationNotice", "availableBookingsInterval",
  "capacityThreshold", "actualFreeTimeSlotFirstBooking", "dailyServiceLimit"
  ON "Vendor" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('self');
CREATE TRIGGER "Location_availability_config" AFTER INSERT OR DELETE OR UPDATE OF "closedFrom", "vendorId"
  ON "Location" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('vendor');
CREATE TRIGGER "ClosedDate_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "ClosedDate" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('vendor');
CREATE TRIGGER "ClosedDateToLocation_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "_ClosedDateToLocation" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('closedDate');
CREATE TRIGGER "Workplace_availability_config" AFTER INSERT OR DELETE OR UPDATE OF "locationId", "vendorId"
  ON "Workplace" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('vendor');
CREATE TRIGGER "Machine_availability_config" AFTER INSERT OR DELETE OR UPDATE OF "locationId", "machineModelId", "vendorId"
  ON "Machine" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('vendor');
CREATE TRIGGER "Service_availability_config" AFTER INSERT OR DELETE OR UPDATE OF "duration", "fixedDuration",
  "breakDuration", "clientExitDuration", "deletedAt", "vendorId"
  ON "Service" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('vendor');
CREATE TRIGGER "ServicePart_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "ServicePart" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('service');
CREATE TRIGGER "EmployeeService_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "EmployeeService" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('service');
CREATE TRIGGER "ServiceWorkplace_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "ServiceWorkplace" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('service');
CREATE TRIGGER "MachineModelService_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "MachineModelService" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('service');
CREATE TRIGGER "Employee_availability_config" AFTER INSERT OR DELETE OR UPDATE OF "timetablesEnabled", "deletedAt", "vendorId"
  ON "Employee" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('vendor');
CREATE TRIGGER "EmployeeWorkplace_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "EmployeeWorkplace" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('employee');
CREATE TRIGGER "Timetable_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "Timetable" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('vendor');
CREATE TRIGGER "TimetableRange_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "TimetableRange" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('timetable');
