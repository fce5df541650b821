-- Metrics (issue 11 point 2): the real-time event log, custom metrics and saved reports.

-- Every ingest or import of daily metrics appends one event; the stream sends it to the
-- organization's open pages and replays what a reconnecting page missed (Last-Event-ID).
-- Events are kept for a day (pruned by the writer), long enough for any reconnect.
CREATE TABLE metric_events (
  id bigserial PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  campaign_name text NOT NULL,
  source text NOT NULL CHECK (source IN ('ingest', 'import')),
  -- The days written: [{date, impressions, clicks, conversions, spend_cents, revenue_cents}].
  rows jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX metric_events_org_idx ON metric_events(org_id, id);
CREATE INDEX metric_events_age_idx ON metric_events(org_id, created_at);

-- Each process's streams LISTEN on stratagent_metrics: the payload is the organization,
-- sent on commit, so a stream reads the new rows (through RLS) only when there are some.
CREATE OR REPLACE FUNCTION app_notify_metric_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stratagent_metrics', NEW.org_id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER metric_events_notify AFTER INSERT ON metric_events
  FOR EACH ROW EXECUTE FUNCTION app_notify_metric_event();

-- A named formula over the stored series, e.g. (revenue - spend) / spend.
CREATE TABLE custom_metrics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 80),
  formula text NOT NULL CHECK (length(trim(formula)) BETWEEN 1 AND 500),
  description text CHECK (description IS NULL OR length(description) <= 500),
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX custom_metrics_name_idx ON custom_metrics(org_id, lower(name));

-- A saved report: which figures, grouped how, over which period and filters; optionally
-- e-mailed weekly or monthly to chosen teammates (next_send_at is claimed by a scheduler).
CREATE TABLE metric_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  -- The client filter (null: every client the reader may see).
  client_id uuid REFERENCES clients(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 120),
  -- Keys of standard figures and 'custom:<uuid>' for custom metrics.
  metrics text[] NOT NULL CHECK (cardinality(metrics) BETWEEN 1 AND 20),
  grouping text NOT NULL CHECK (grouping IN ('day', 'week', 'month', 'campaign', 'client')),
  period text NOT NULL CHECK (period IN ('last_7', 'last_30', 'last_90', 'custom')),
  period_from date,
  period_to date,
  campaign_ids uuid[] NOT NULL DEFAULT '{}',
  channel text CHECK (channel IS NULL OR length(channel) BETWEEN 1 AND 80),
  delivery text NOT NULL DEFAULT 'none' CHECK (delivery IN ('none', 'weekly', 'monthly')),
  -- Teammates' user ids.
  recipients text[] NOT NULL DEFAULT '{}',
  next_send_at timestamptz,
  last_sent_at timestamptz,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (period <> 'custom' OR (period_from IS NOT NULL AND period_to IS NOT NULL AND period_from <= period_to)),
  CHECK ((delivery = 'none') = (next_send_at IS NULL))
);
CREATE INDEX metric_reports_org_idx ON metric_reports(org_id, created_at DESC);
CREATE INDEX metric_reports_due_idx ON metric_reports(next_send_at) WHERE next_send_at IS NOT NULL;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['metric_events', 'custom_metrics', 'metric_reports'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_select ON %I FOR SELECT USING (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_insert ON %I FOR INSERT WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_update ON %I FOR UPDATE USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_delete ON %I FOR DELETE USING (org_id = app_current_org())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO stratagent_tenant', t);
  END LOOP;
END $$;
GRANT USAGE ON SEQUENCE metric_events_id_seq TO stratagent_tenant;

-- A client-scoped member sees only their clients' events and reports (custom metrics are
-- the organization's definitions, formulas without data).
SELECT app_apply_client_scope(t) FROM unnest(ARRAY['metric_events', 'metric_reports']) AS t;
