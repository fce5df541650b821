-- Client scope (issue 9, seed 000 §6): a member whose every role names a client (an account
-- manager of one client, a client portal user) sees and writes only those clients' work.
-- Row-Level Security enforces it, as it enforces the organization: each tenant transaction
-- sets app.client_ids ('' = the whole organization, else the client ids, comma-separated)
-- through app_set_tenant(), and RESTRICTIVE policies (ANDed with the organization policies)
-- hold every client-bearing table to it.

-- Sets the tenant of the current transaction: organization, user and the user's client
-- scope, read from user_roles. SECURITY DEFINER so the tenant role needs no access to
-- user_roles; app.org_id is set first so that user_roles' own policy admits the rows.
CREATE OR REPLACE FUNCTION app_set_tenant(p_org_id text, p_user_id text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  scope text := '';
BEGIN
  PERFORM set_config('app.org_id', coalesce(p_org_id, ''), true);
  PERFORM set_config('app.user_id', coalesce(p_user_id, ''), true);
  IF coalesce(p_user_id, '') <> '' AND coalesce(p_org_id, '') <> '' THEN
    SELECT CASE
             WHEN count(*) = 0 OR bool_or(r.client_id IS NULL) THEN ''
             ELSE string_agg(DISTINCT r.client_id::text, ',')
           END
      INTO scope
      FROM user_roles r
     WHERE r.org_id = p_org_id::uuid AND r.user_id = p_user_id;
  END IF;
  PERFORM set_config('app.client_ids', coalesce(scope, ''), true);
END $$;
REVOKE ALL ON FUNCTION app_set_tenant(text, text) FROM PUBLIC;
REVOKE ALL ON FUNCTION app_set_tenant(text, text) FROM stratagent_tenant;

-- Whether the transaction is held to some clients.
CREATE OR REPLACE FUNCTION app_client_restricted() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.client_ids', true), '') <> ''
$$;

-- Whether a row of this client may be seen: always without a scope; with one, only rows of
-- the scope's clients (organization-level rows, client_id NULL, are not theirs).
CREATE OR REPLACE FUNCTION app_client_allowed(cid uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT NOT app_client_restricted()
      OR (cid IS NOT NULL
          AND cid::text = ANY (string_to_array(current_setting('app.client_ids', true), ',')))
$$;

-- Holds a table with a client column to the scope, reads and writes.
CREATE OR REPLACE FUNCTION app_apply_client_scope(p_table regclass, p_column text DEFAULT 'client_id')
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP POLICY IF EXISTS client_scope ON %s', p_table);
  EXECUTE format(
    'CREATE POLICY client_scope ON %s AS RESTRICTIVE FOR ALL USING (app_client_allowed(%I)) WITH CHECK (app_client_allowed(%I))',
    p_table, p_column, p_column);
END $$;

-- Holds a child table to the scope through its parent row (which its own policy scopes):
-- a scoped user sees a child only when they can see the parent.
CREATE OR REPLACE FUNCTION app_apply_parent_scope(p_table regclass, p_column text, p_parent regclass)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cond text := format(
    'NOT app_client_restricted() OR EXISTS (SELECT 1 FROM %s parent WHERE parent.id = %I)',
    p_parent, p_column);
BEGIN
  EXECUTE format('DROP POLICY IF EXISTS client_scope ON %s', p_table);
  EXECUTE format('CREATE POLICY client_scope ON %s AS RESTRICTIVE FOR ALL USING (%s) WITH CHECK (%s)',
    p_table, cond, cond);
END $$;

SELECT app_apply_client_scope('clients', 'id');
SELECT app_apply_client_scope(t)
  FROM unnest(ARRAY['campaigns', 'agent_sessions', 'agent_outputs', 'documents', 'campaign_plans',
    'competitors', 'content_items', 'quick_wins', 'roi_scenarios']) AS t;

-- The activity log: a scoped member reads only their clients' events, and may still record
-- events of their own that concern no client (signing in, their profile).
DROP POLICY IF EXISTS client_scope ON activity_log;
CREATE POLICY client_scope ON activity_log AS RESTRICTIVE FOR ALL
  USING (app_client_allowed(client_id))
  WITH CHECK (client_id IS NULL OR app_client_allowed(client_id));

SELECT app_apply_parent_scope('campaign_daily_metrics', 'campaign_id', 'campaigns');
SELECT app_apply_parent_scope(t, 'session_id', 'agent_sessions')
  FROM unnest(ARRAY['agent_messages', 'agent_runs', 'agent_session_context']) AS t;
SELECT app_apply_parent_scope('competitor_alerts', 'competitor_id', 'competitors');
SELECT app_apply_parent_scope(t, 'plan_id', 'campaign_plans')
  FROM unnest(ARRAY['plan_phases', 'plan_tasks', 'plan_automation_rules']) AS t;

-- The dashboard cache holds the whole organization's figures: a scoped member neither reads
-- it nor writes their own (narrower) figures into it; theirs are computed each time, under
-- the policies above.
CREATE OR REPLACE FUNCTION get_dashboard_metrics_cached(p_org_id uuid)
RETURNS TABLE (
  campaign_count integer,
  active_campaigns integer,
  completed_campaigns integer,
  total_budget double precision,
  total_spent double precision,
  budget_utilization_percentage double precision,
  client_count integer,
  active_clients integer,
  team_member_count integer,
  new_members_30d integer,
  last_activity timestamptz,
  organization_type text,
  document_count integer,
  total_ai_interactions integer,
  total_revenue double precision,
  avg_client_value double precision
)
LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
DECLARE
  m jsonb;
BEGIN
  PERFORM 1 FROM organizations WHERE id = p_org_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF app_client_restricted() THEN
    m := compute_dashboard_metrics(p_org_id);
  ELSE
    SELECT cache.metrics INTO m FROM dashboard_metrics_cache cache
    WHERE cache.org_id = p_org_id AND cache.computed_at > now() - interval '2 minutes';
    IF m IS NULL THEN
      m := compute_dashboard_metrics(p_org_id);
      INSERT INTO dashboard_metrics_cache AS cache (org_id, metrics, computed_at)
      VALUES (p_org_id, m, now())
      ON CONFLICT (org_id) DO UPDATE SET metrics = EXCLUDED.metrics, computed_at = EXCLUDED.computed_at;
    END IF;
  END IF;
  RETURN QUERY SELECT
    (m->>'campaign_count')::int,
    (m->>'active_campaigns')::int,
    (m->>'completed_campaigns')::int,
    (m->>'total_budget')::double precision,
    (m->>'total_spent')::double precision,
    (m->>'budget_utilization_percentage')::double precision,
    (m->>'client_count')::int,
    (m->>'active_clients')::int,
    (m->>'team_member_count')::int,
    (m->>'new_members_30d')::int,
    (m->>'last_activity')::timestamptz,
    m->>'organization_type',
    (m->>'document_count')::int,
    (m->>'total_ai_interactions')::int,
    (m->>'total_revenue')::double precision,
    (m->>'avg_client_value')::double precision;
END $$;
