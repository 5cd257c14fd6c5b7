-- Hand-written migration: a service's execution order decides the order of the services of a
-- booking in the availability engine, so changing it moves the vendor's availability version
-- (see 0010) like its durations do.
DROP TRIGGER "Service_availability_config" ON "Service";
CREATE TRIGGER "Service_availability_config" AFTER INSERT OR DELETE OR UPDATE OF "duration", "fixedDuration",
  "breakDuration", "clientExitDuration", "executionOrder", "deletedAt", "vendorId"
  ON "Service" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('vendor');
