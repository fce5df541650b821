-- A client role that names no client grants nothing. Such a role ('guest', 'client_viewer',
-- 'client_stakeholder', 'client_collaborator' with client_id NULL) cannot come from an
-- invitation or a role change, but a row written by hand made its holder an organization-wide
-- member: app_set_tenant read the NULL client as "every client". It is now left out of the
-- scope, as `lower()` in src/shared/permissions.ts leaves it out of the permission table: held
-- alone, it is no role at all ('none', 0045); beside another role, that role decides.
-- The body is 0045's, with the one filter added: any later change to app_set_tenant starts
-- from this one.
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
     WHERE r.org_id = p_org_id::uuid AND r.user_id = p_user_id
       AND NOT (r.client_id IS NULL AND lower(r.role_name) IN
         ('client_stakeholder', 'client_collaborator', 'guest', 'client_viewer'));
  END IF;
  PERFORM set_config('app.client_ids', coalesce(scope, ''), true);
  PERFORM set_config('app.portal', CASE WHEN coalesce(portal, false) THEN 'on' ELSE '' END, true);
END $$;
REVOKE ALL ON FUNCTION app_set_tenant(text, text) FROM PUBLIC;
REVOKE ALL ON FUNCTION app_set_tenant(text, text) FROM stratagent_tenant;
