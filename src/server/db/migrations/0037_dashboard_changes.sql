-- Every server process keeps an organization's dashboard metrics answer until they change
-- (modules/dashboard/metrics-cache.ts). The triggers of migration 0003 already drop the
-- organization's dashboard_metrics_cache row on every change to what it counts, whichever
-- code or process made it; dropping the row now also announces the organization on the
-- stratagent_dashboard channel, so every process forgets its answer.
CREATE OR REPLACE FUNCTION app_notify_dashboard_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stratagent_dashboard', OLD.org_id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER dashboard_metrics_cache_dropped
  AFTER DELETE ON dashboard_metrics_cache
  FOR EACH ROW EXECUTE FUNCTION app_notify_dashboard_change();
