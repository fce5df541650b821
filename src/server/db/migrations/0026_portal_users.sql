-- A client's portal users (every role of theirs a client role with a client: seed 001 §6)
-- read their client's work, but not what the agency writes about the client for itself:
-- Client Success sessions and outputs (health, churn risk, retention plans) stay with the
-- agency's team. app_set_tenant now also marks a portal user's transaction (app.portal).
CREATE OR REPLACE FUNCTION app_set_tenant(p_org_id text, p_user_id text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  scope text := '';
  portal boolean := false;
BEGIN
  PERFORM set_config('app.org_id', coalesce(p_org_id, ''), true);
  PERFORM set_config('app.user_id', coalesce(p_user_id, ''), true);
  IF coalesce(p_user_id, '') <> '' AND coalesce(p_org_id, '') <> '' THEN
    SELECT CASE
             WHEN count(*) = 0 OR bool_or(r.client_id IS NULL) THEN ''
             ELSE string_agg(DISTINCT r.client_id::text, ',')
           END,
           count(*) > 0 AND bool_and(r.client_id IS NOT NULL AND lower(r.role_name) IN
             ('client_stakeholder', 'client_collaborator', 'viewer', 'guest', 'client_viewer'))
      INTO scope, portal
      FROM user_roles r
     WHERE r.org_id = p_org_id::uuid AND r.user_id = p_user_id;
  END IF;
  PERFORM set_config('app.client_ids', coalesce(scope, ''), true);
  PERFORM set_config('app.portal', CASE WHEN coalesce(portal, false) THEN 'on' ELSE '' END, true);
END $$;
REVOKE ALL ON FUNCTION app_set_tenant(text, text) FROM PUBLIC;
REVOKE ALL ON FUNCTION app_set_tenant(text, text) FROM stratagent_tenant;

CREATE OR REPLACE FUNCTION app_portal_user() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.portal', true), '') = 'on'
$$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['agent_sessions', 'agent_outputs']
  LOOP
    EXECUTE format('DROP POLICY IF EXISTS agency_only_agents ON %I', t);
    EXECUTE format(
      'CREATE POLICY agency_only_agents ON %I AS RESTRICTIVE FOR ALL USING (NOT app_portal_user() OR agent_type <> %L) WITH CHECK (NOT app_portal_user() OR agent_type <> %L)',
      t, 'client-success', 'client-success');
  END LOOP;
END $$;
