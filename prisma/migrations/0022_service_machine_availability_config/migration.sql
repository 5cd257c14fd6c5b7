-- Hand-written migration: a service's preferred and non-preferred machines now rank the machine an
-- any-resource booking gets, so a change to them moves the availability configuration version too
-- (as for the service's workplaces, migration 0010).
CREATE TRIGGER "ServiceMachine_availability_config" AFTER INSERT OR DELETE OR UPDATE
  ON "ServiceMachine" FOR EACH ROW EXECUTE FUNCTION "availability_config_changed"('service');
