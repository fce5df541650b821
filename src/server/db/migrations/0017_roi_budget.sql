-- The ROI & Budget agent's saved what-if scenarios (issue 8): the budget changes a user
-- tried and the result computed on the server when it was saved (spend, revenue and ROI per
-- campaign against the baseline of that day), so two scenarios compare side by side.
CREATE TABLE roi_scenarios (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  horizon_days integer NOT NULL DEFAULT 30 CHECK (horizon_days BETWEEN 7 AND 180),
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  result jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX roi_scenarios_org_idx ON roi_scenarios(org_id, created_at DESC);
CREATE INDEX roi_scenarios_client_idx ON roi_scenarios(org_id, client_id, created_at DESC);

ALTER TABLE roi_scenarios ENABLE ROW LEVEL SECURITY;
ALTER TABLE roi_scenarios FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON roi_scenarios FOR SELECT USING (org_id = app_current_org());
CREATE POLICY tenant_insert ON roi_scenarios FOR INSERT WITH CHECK (org_id = app_current_org());
CREATE POLICY tenant_update ON roi_scenarios FOR UPDATE
  USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
CREATE POLICY tenant_delete ON roi_scenarios FOR DELETE USING (org_id = app_current_org());
GRANT SELECT, INSERT, UPDATE, DELETE ON roi_scenarios TO stratagent_tenant;
