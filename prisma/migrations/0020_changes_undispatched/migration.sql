-- The changes not dispatched yet (a gateway stopped between a commit and its dispatch): the sweeper
-- finds them without reading the history.
CREATE INDEX "Change_undispatched_idx" ON "Change" ("occurredAt") WHERE "dispatchedAt" IS NULL;
