-- The team a member sees (issue 26 hole 4, decision 059). Teammate invitations live in
-- alpha_invites, a platform table the tenant role may not read (migration 0009), so the team
-- page read them outside the tenant transaction and showed every invitation, other clients'
-- people included, to anyone who could open it. This function answers inside the tenant
-- transaction, for its organization only, under the same rule as the members:
-- - a member of the whole organization sees every active invitation;
-- - a member held to some clients sees only invitations naming one of their clients, and of
--   each only those clients (another client's name is theirs to keep);
-- - a portal user sees none (the API refuses them the team before it gets here).
-- SECURITY DEFINER so that the tenant role needs no grant on the platform table.
CREATE OR REPLACE FUNCTION app_team_invitations()
RETURNS TABLE (
  id uuid,
  email text,
  role_name text,
  client_ids uuid[],
  invited_by text,
  created_at timestamptz
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT i.id, i.email, i.role_name,
         ARRAY(SELECT c FROM unnest(i.client_ids) AS c WHERE app_client_allowed(c)),
         i.invited_by, i.created_at
    FROM alpha_invites i
   WHERE app_current_org() IS NOT NULL
     AND i.org_id = app_current_org()
     AND i.status = 'active'
     AND NOT app_portal_user()
     AND (NOT app_client_restricted()
          OR EXISTS (SELECT 1 FROM unnest(i.client_ids) AS c WHERE app_client_allowed(c)))
$$;
REVOKE ALL ON FUNCTION app_team_invitations() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_team_invitations() TO stratagent_tenant;

-- The members: a transaction held to some clients (an account manager of one client, a
-- client's portal user) sees, of the organization's people, itself, the members whose role
-- covers every client (the agency's team: their contacts, the authors of their clients'
-- work) and the people who share one of its clients; another client's people, their names
-- and e-mails, never. Reading only: the tenant role updates nothing but its own profile.
DROP POLICY IF EXISTS client_scope ON users;
CREATE POLICY client_scope ON users AS RESTRICTIVE FOR SELECT USING (
  NOT app_client_restricted()
  OR id = app_current_user()
  OR EXISTS (
    SELECT 1 FROM user_roles r
     WHERE r.user_id = users.id AND r.org_id = users.org_id
       AND (r.client_id IS NULL OR app_client_allowed(r.client_id))
  )
);

-- Their roles, by the same rule: a transaction held to some clients reads its own roles, the
-- organization-wide ones and the roles held for its clients; which other clients someone
-- works for is not its business.
DROP POLICY IF EXISTS client_scope ON user_roles;
CREATE POLICY client_scope ON user_roles AS RESTRICTIVE FOR SELECT USING (
  NOT app_client_restricted()
  OR user_id = app_current_user()
  OR client_id IS NULL
  OR app_client_allowed(client_id)
);
