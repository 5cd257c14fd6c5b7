-- Invariants the database guarantees whatever the code does: no two active events overlap for
-- one employee, workplace or machine. Ranges are half-open, so back-to-back events are fine.
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- The employee is busy during [start, end).
ALTER TABLE "Event" ADD CONSTRAINT "Event_employee_no_overlap"
  EXCLUDE USING gist ("employeeId" WITH =, tstzrange("start", "end", '[)') WITH &&)
  WHERE ("active" AND "employeeId" IS NOT NULL);

-- Workplace and machine are held during [customerStart, customerEnd). The parts of one service
-- share that hold, so rows of the same booking and service start do not exclude each other.
ALTER TABLE "Event" ADD CONSTRAINT "Event_workplace_no_overlap"
  EXCLUDE USING gist (
    "workplaceId" WITH =,
    tstzrange("customerStart", "customerEnd", '[)') WITH &&,
    (COALESCE("bookingId", -"id")) WITH <>
  )
  WHERE ("active" AND "workplaceId" IS NOT NULL);

ALTER TABLE "Event" ADD CONSTRAINT "Event_machine_no_overlap"
  EXCLUDE USING gist (
    "machineId" WITH =,
    tstzrange("customerStart", "customerEnd", '[)') WITH &&,
    (COALESCE("bookingId", -"id")) WITH <>
  )
  WHERE ("active" AND "machineId" IS NOT NULL);

ALTER TABLE "Event" ADD CONSTRAINT "Event_end_after_start" CHECK ("end" > "start" AND "customerEnd" >= "customerStart");
ALTER TABLE "TimetableRange" ADD CONSTRAINT "TimetableRange_valid" CHECK ("startMinute" >= 0 AND "endMinute" <= 1440 AND "startMinute" < "endMinute" AND "weekday" BETWEEN 0 AND 7);
ALTER TABLE "Location" ADD CONSTRAINT "Location_short_name_length" CHECK (char_length("shortName") <= 5);
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_code_letters" CHECK ("code" ~ '^[A-Za-z]{8}$');

-- Case-insensitive uniqueness of logins.
CREATE UNIQUE INDEX "User_email_lower_key" ON "User" (lower("email"));
CREATE UNIQUE INDEX "User_username_lower_key" ON "User" (lower("username"));
