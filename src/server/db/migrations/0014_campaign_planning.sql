-- Campaign plans are rows (issue 8): a plan of a campaign has phases, the phases have tasks
-- (title, channel, owner role, assignee, due date, status, budget share). The Campaign
-- Planning agent writes them in the transaction that saves its output; people then move
-- tasks along, reschedule and assign them. Automation rules act when a task is done.

CREATE TABLE campaign_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  output_id uuid REFERENCES agent_outputs(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'archived')),
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_plans_org_idx ON campaign_plans(org_id, created_at DESC);
CREATE INDEX campaign_plans_campaign_idx ON campaign_plans(org_id, campaign_id);

CREATE TABLE plan_phases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES campaign_plans(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  position integer NOT NULL,
  CHECK (ends_on >= starts_on)
);
CREATE INDEX plan_phases_plan_idx ON plan_phases(org_id, plan_id, position);

CREATE TABLE plan_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES campaign_plans(id) ON DELETE CASCADE,
  phase_id uuid NOT NULL REFERENCES plan_phases(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(trim(title)) > 0),
  description text NOT NULL DEFAULT '',
  channel text,
  owner_role text,
  assignee_id text REFERENCES users(id) ON DELETE SET NULL,
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'in_progress', 'done')),
  budget_share numeric(5, 2) NOT NULL DEFAULT 0 CHECK (budget_share >= 0 AND budget_share <= 100),
  position integer NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_tasks_plan_idx ON plan_tasks(org_id, plan_id, position);
CREATE INDEX plan_tasks_due_idx ON plan_tasks(org_id, due_date);
CREATE INDEX plan_tasks_assignee_idx ON plan_tasks(org_id, assignee_id, status);

-- "When a task is done, start the next one" (or tell its assignee): rules that really run.
CREATE TABLE plan_automation_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  plan_id uuid REFERENCES campaign_plans(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  trigger text NOT NULL CHECK (trigger IN ('task_done')),
  action text NOT NULL CHECK (action IN ('start_next_task', 'notify_assignee')),
  enabled boolean NOT NULL DEFAULT true,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_automation_rules_org_idx ON plan_automation_rules(org_id, trigger, enabled);

-- What each rule did, so a user can see that it ran.
CREATE TABLE plan_automation_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  rule_id uuid NOT NULL REFERENCES plan_automation_rules(id) ON DELETE CASCADE,
  task_id uuid REFERENCES plan_tasks(id) ON DELETE SET NULL,
  detail text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_automation_runs_org_idx ON plan_automation_runs(org_id, rule_id, created_at DESC);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['campaign_plans', 'plan_phases', 'plan_tasks', 'plan_automation_rules',
    'plan_automation_runs']
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
