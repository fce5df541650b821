-- Competitive intelligence (issue 8): the organization's competitor records and the alerts
-- raised when a record changes or a newly uploaded document mentions a competitor.
CREATE TABLE competitors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  website text,
  positioning text,
  strengths text[] NOT NULL DEFAULT '{}'::text[],
  weaknesses text[] NOT NULL DEFAULT '{}'::text[],
  notes text,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One record per competitor name in an organization, whatever its case.
CREATE UNIQUE INDEX competitors_org_name_idx ON competitors(org_id, lower(name));
CREATE INDEX competitors_org_created_idx ON competitors(org_id, created_at DESC);

CREATE TABLE competitor_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  competitor_id uuid NOT NULL REFERENCES competitors(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('record_changed', 'document_mention')),
  document_id uuid REFERENCES documents(id) ON DELETE SET NULL,
  summary text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX competitor_alerts_org_idx ON competitor_alerts(org_id, read_at, created_at DESC);
CREATE INDEX competitor_alerts_competitor_idx ON competitor_alerts(org_id, competitor_id);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['competitors', 'competitor_alerts']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_select ON %I FOR SELECT USING (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_insert ON %I FOR INSERT WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_update ON %I FOR UPDATE USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_delete ON %I FOR DELETE USING (org_id = app_current_org())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO stratagent_tenant', t);
  END LOOP;
END $$;
