-- Quick wins (issue 8): opportunities the organization accepted, worked through as a
-- checklist and completed, with the metrics before (baseline, at acceptance) and after
-- (result, over the same number of days after completion). Suggested rows are written
-- when the Quick Wins agent saves an output; dismissed ones stop being suggested.
CREATE TABLE quick_wins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  campaign_id uuid REFERENCES campaigns(id) ON DELETE SET NULL,
  output_id uuid REFERENCES agent_outputs(id) ON DELETE SET NULL,
  -- Stable per opportunity kind and subject, e.g. 'scale-roas:<campaign id>'.
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  kind text NOT NULL,
  title text NOT NULL,
  why text NOT NULL,
  effort text NOT NULL CHECK (effort IN ('low', 'medium', 'high')),
  impact text NOT NULL CHECK (impact IN ('low', 'medium', 'high')),
  impact_statement text NOT NULL DEFAULT '',
  figures jsonb NOT NULL DEFAULT '[]'::jsonb,
  action_url text,
  status text NOT NULL DEFAULT 'suggested'
    CHECK (status IN ('suggested', 'accepted', 'done', 'dismissed')),
  checklist jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(checklist) = 'array'),
  baseline jsonb,
  result jsonb,
  accepted_at timestamptz,
  completed_at timestamptz,
  dismissed_at timestamptz,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One open (suggested or accepted) quick win per opportunity.
CREATE UNIQUE INDEX quick_wins_open_key_idx ON quick_wins(org_id, key)
  WHERE status IN ('suggested', 'accepted');
CREATE INDEX quick_wins_org_status_idx ON quick_wins(org_id, status, updated_at DESC);
CREATE INDEX quick_wins_org_campaign_idx ON quick_wins(org_id, campaign_id);

ALTER TABLE quick_wins ENABLE ROW LEVEL SECURITY;
ALTER TABLE quick_wins FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON quick_wins FOR SELECT USING (org_id = app_current_org());
CREATE POLICY tenant_insert ON quick_wins FOR INSERT WITH CHECK (org_id = app_current_org());
CREATE POLICY tenant_update ON quick_wins FOR UPDATE
  USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
CREATE POLICY tenant_delete ON quick_wins FOR DELETE USING (org_id = app_current_org());
GRANT SELECT, INSERT, UPDATE, DELETE ON quick_wins TO stratagent_tenant;
