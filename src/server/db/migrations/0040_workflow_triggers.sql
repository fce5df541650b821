-- Scheduled and event triggers (decision 046): the slot a scheduled workflow last fired for,
-- and whether a metric threshold was met at its last check (it fires when it becomes met).
ALTER TABLE workflows ADD COLUMN last_triggered_at timestamptz;
ALTER TABLE workflows ADD COLUMN threshold_met boolean NOT NULL DEFAULT false;
