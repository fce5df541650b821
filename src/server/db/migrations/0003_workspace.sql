-- The signed-in application's data: clients, campaigns and their daily metrics, the agents'
-- sessions, outputs and interactions, documents, progress, activity, feedback, settings.
-- Every table carries org_id and is protected by Row-Level Security.

CREATE TABLE clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'churned')),
  industry text,
  brand_kit jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_info jsonb NOT NULL DEFAULT '{}'::jsonb,
  monthly_retainer_cents bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  archived_at timestamptz
);
CREATE INDEX clients_org_idx ON clients(org_id, created_at DESC);

CREATE TABLE campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  description text,
  campaign_type text,
  priority_level integer NOT NULL DEFAULT 0,
  budget_cents bigint CHECK (budget_cents IS NULL OR budget_cents >= 0),
  spent_cents bigint NOT NULL DEFAULT 0,
  start_date date,
  end_date date,
  marketing_channels text[] NOT NULL DEFAULT '{}',
  geographic_target text,
  target_audience text,
  goals text[] NOT NULL DEFAULT '{}',
  success_metrics text[] NOT NULL DEFAULT '{}',
  objectives text,
  content_pillars text[] NOT NULL DEFAULT '{}',
  target_personas text[] NOT NULL DEFAULT '{}',
  competitor_context text,
  tags text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'paused', 'completed')),
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  archived_at timestamptz,
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
CREATE INDEX campaigns_org_idx ON campaigns(org_id, archived_at, priority_level DESC, created_at DESC);
CREATE INDEX campaigns_client_idx ON campaigns(client_id);

CREATE TABLE campaign_daily_metrics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  date date NOT NULL,
  impressions bigint NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  clicks bigint NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  conversions bigint NOT NULL DEFAULT 0 CHECK (conversions >= 0),
  spend_cents bigint NOT NULL DEFAULT 0 CHECK (spend_cents >= 0),
  revenue_cents bigint NOT NULL DEFAULT 0 CHECK (revenue_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, date)
);
CREATE INDEX campaign_daily_metrics_org_idx ON campaign_daily_metrics(org_id, date);

CREATE TABLE agent_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  campaign_id uuid REFERENCES campaigns(id) ON DELETE SET NULL,
  agent_type text NOT NULL,
  mode text,
  title text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'idle',
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_sessions_org_idx ON agent_sessions(org_id, updated_at DESC);

CREATE TABLE agent_outputs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  campaign_id uuid REFERENCES campaigns(id) ON DELETE SET NULL,
  session_id uuid REFERENCES agent_sessions(id) ON DELETE SET NULL,
  agent_type text NOT NULL,
  output_type text NOT NULL,
  title text NOT NULL,
  summary text,
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  engine text NOT NULL DEFAULT 'offline',
  saved boolean NOT NULL DEFAULT true,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_outputs_org_idx ON agent_outputs(org_id, created_at DESC);
CREATE INDEX agent_outputs_campaign_idx ON agent_outputs(campaign_id);

-- One row per AI interaction (a message answered, a run completed): total_ai_interactions.
CREATE TABLE ai_interactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  session_id uuid REFERENCES agent_sessions(id) ON DELETE SET NULL,
  agent_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_interactions_org_idx ON ai_interactions(org_id, created_at DESC);

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  campaign_id uuid REFERENCES campaigns(id) ON DELETE SET NULL,
  title text NOT NULL,
  filename text NOT NULL,
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL DEFAULT 0,
  storage_key text,
  text_content text NOT NULL DEFAULT '',
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_org_idx ON documents(org_id, created_at DESC);

-- Progress is per user, stored on the server so it follows the user across browsers.
CREATE TABLE user_progress (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  total_xp integer NOT NULL DEFAULT 0,
  agents_used text[] NOT NULL DEFAULT '{}',
  outputs_saved integer NOT NULL DEFAULT 0,
  campaigns_completed integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_achievements (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  achievement_id text NOT NULL,
  xp integer NOT NULL,
  unlocked_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz,
  PRIMARY KEY (user_id, achievement_id)
);

CREATE TABLE activity_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  action text NOT NULL,
  entity_type text,
  entity_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_org_idx ON activity_log(org_id, created_at DESC);

CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  category text NOT NULL,
  message text NOT NULL,
  page_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notification_preferences (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Cached dashboard metrics, dropped by triggers whenever what they count changes.
CREATE TABLE dashboard_metrics_cache (
  org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  metrics jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- A teammate invite joins the inviting organization with the given role instead of creating one.
ALTER TABLE alpha_invites ADD COLUMN org_id uuid REFERENCES organizations(id) ON DELETE CASCADE;
ALTER TABLE alpha_invites ADD COLUMN role_name text;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['clients', 'campaigns', 'campaign_daily_metrics', 'agent_sessions', 'agent_outputs',
    'ai_interactions', 'documents', 'user_progress', 'user_achievements', 'activity_log', 'feedback',
    'notification_preferences', 'dashboard_metrics_cache']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO stratagent_tenant', t);
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION invalidate_dashboard_metrics() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM dashboard_metrics_cache WHERE org_id = OLD.org_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    DELETE FROM dashboard_metrics_cache WHERE org_id = NEW.org_id;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['clients', 'campaigns', 'campaign_daily_metrics', 'agent_outputs', 'ai_interactions',
    'documents', 'activity_log', 'users']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION invalidate_dashboard_metrics()',
      t || '_invalidate_metrics', t);
  END LOOP;
END $$;
