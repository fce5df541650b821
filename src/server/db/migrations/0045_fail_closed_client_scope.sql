-- Issue 26, hole 6: a member with no role in the organization saw the whole organization.
-- app_set_tenant read "no user_roles row" as "no client restriction" (scope ''), so such a
-- member's transaction, and any background job running as someone who had lost their roles,
-- saw and wrote every client's rows. No role now means no client: the scope is set to 'none',
-- a value that names no client, so every client_scope policy (0020) refuses every row and
-- app_client_restricted() holds. A transaction without a user (the server's own work, which
-- sets only the organization) keeps the organization-wide scope.
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
             WHEN count(*) = 0 THEN 'none'
             WHEN bool_or(r.client_id IS NULL) THEN ''
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

-- New work of a member scoped to exactly one client is filed under it (0025); the 'none'
-- scope is no client, so such a row keeps its NULL and the client_scope policy refuses it.
CREATE OR REPLACE FUNCTION app_default_client() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  scope text[] := string_to_array(coalesce(current_setting('app.client_ids', true), ''), ',');
BEGIN
  IF NEW.client_id IS NULL AND cardinality(scope) = 1 AND scope[1] NOT IN ('', 'none') THEN
    NEW.client_id := scope[1]::uuid;
  END IF;
  RETURN NEW;
END $$;

-- Why a saved report's e-mail was not sent at its last due time (its author lost access),
-- shown on the report; cleared by the next e-mail sent.
ALTER TABLE metric_reports ADD COLUMN delivery_error text;
