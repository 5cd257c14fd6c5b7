-- Hand-written migration. The busy intervals of an availability request are the vendor's active
-- events whose customer hold overlaps the request's window. A btree on one bound cannot stop the
-- scan at the window (every later event matches "ends after the window starts"); a GiST index on
-- the hold's range finds exactly the overlapping ones. Closed bounds: a zero-length hold is kept.
CREATE INDEX "Event_vendorId_customer_range_idx" ON "Event"
  USING gist ("vendorId", tstzrange("customerStart", "customerEnd", '[]')) WHERE "active";
