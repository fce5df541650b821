-- Workflows (issue 11, decision 046): a graph of steps (src/shared/workflows.ts), for the
-- organization or one of its clients. Runs and their steps are kept per run; the runner
-- (pg-boss jobs) and approvals build on these.
CREATE TABLE workflows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  description text,
  template_id text,
  graph jsonb NOT NULL,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workflows_org_updated ON workflows (org_id, updated_at DESC, id);

CREATE TABLE workflow_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  workflow_id uuid NOT NULL REFERENCES workflows(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE CASCADE,
  -- The graph as it was when the run started: editing the workflow never changes a run.
  graph jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'waiting', 'succeeded', 'failed', 'cancelled')),
  started_by text REFERENCES users(id) ON DELETE SET NULL,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX workflow_runs_workflow ON workflow_runs (workflow_id, created_at DESC);

CREATE TABLE workflow_step_runs (
  run_id uuid NOT NULL REFERENCES workflow_runs(id) ON DELETE CASCADE,
  step_id text NOT NULL,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'running', 'waiting', 'succeeded', 'failed', 'skipped', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  output_id uuid REFERENCES agent_outputs(id) ON DELETE SET NULL,
  result jsonb,
  error text,
  started_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (run_id, step_id)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['workflows', 'workflow_runs', 'workflow_step_runs'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_select ON %I FOR SELECT USING (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_insert ON %I FOR INSERT WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_update ON %I FOR UPDATE USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_delete ON %I FOR DELETE USING (org_id = app_current_org())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO stratagent_tenant', t);
  END LOOP;
END $$;

SELECT app_apply_client_scope(t)
  FROM unnest(ARRAY['workflows', 'workflow_runs', 'workflow_step_runs']) AS t;
