-- What a client's portal user may read (issue 26 hole 5, decision 059). Their client scope
-- (migration 0020) held them to their client, but within it they read everything the agency
-- keeps about the client: drafts never sent, agent sessions and their messages, documents,
-- plans, the business context and brand voice. The portal shows a client their campaigns'
-- performance, what the agency sent them for approval, reports and messages (PRODUCT.md §4),
-- so a portal user's transaction (app.portal, migration 0026) now sees only those rows, and
-- the API's `portal:read` keeps them off every other route.

-- Hides a table from portal users, reads and writes: the agency's internal work.
CREATE OR REPLACE FUNCTION app_apply_portal_hidden(p_table regclass)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP POLICY IF EXISTS portal_hidden ON %s', p_table);
  EXECUTE format(
    'CREATE POLICY portal_hidden ON %s AS RESTRICTIVE FOR ALL USING (NOT app_portal_user()) WITH CHECK (NOT app_portal_user())',
    p_table);
END $$;

SELECT app_apply_portal_hidden(t)
  FROM unnest(ARRAY[
    -- Agent work: sessions and everything under them, the sources an output drew on.
    'agent_sessions', 'agent_messages', 'agent_runs', 'agent_session_context', 'output_sources',
    'ai_interactions', 'ai_usage',
    -- The agency's knowledge: documents, business context, brand voice, templates.
    'documents', 'business_contexts', 'business_context_history', 'brand_voice_profiles',
    'content_templates', 'content_items',
    -- Planning and analysis the agency does for itself.
    'campaign_plans', 'plan_phases', 'plan_tasks', 'plan_automation_rules', 'plan_automation_runs',
    'competitors', 'competitor_alerts', 'roi_scenarios', 'quick_wins',
    'metric_events', 'custom_metrics', 'metric_reports', 'dashboard_metrics_cache',
    'workflows', 'workflow_runs', 'workflow_step_runs',
    'api_keys'
  ]) AS t;

-- Outputs: only those the agency sent to the portal user's client for approval.
DROP POLICY IF EXISTS portal_shared ON agent_outputs;
CREATE POLICY portal_shared ON agent_outputs AS RESTRICTIVE FOR ALL
  USING (
    NOT app_portal_user()
    OR EXISTS (
      SELECT 1 FROM output_approvals a
       WHERE a.output_id = agent_outputs.id AND a.client_id = agent_outputs.client_id
    )
  )
  WITH CHECK (NOT app_portal_user());

-- The activity log tells what the agency did for the client: a portal user reads and records
-- only their own events (joining, signing in).
DROP POLICY IF EXISTS portal_own ON activity_log;
CREATE POLICY portal_own ON activity_log AS RESTRICTIVE FOR ALL
  USING (NOT app_portal_user() OR user_id = app_current_user())
  WITH CHECK (NOT app_portal_user() OR user_id = app_current_user());
