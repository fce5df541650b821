-- Invitation links expire after 14 days (PRODUCT.md); sending one again starts a new 14 days.
-- Invitations already out get 14 days from this migration rather than expiring at once.
ALTER TABLE alpha_invites ADD COLUMN expires_at timestamptz NOT NULL DEFAULT (now() + interval '14 days');

-- The team's pending invitations (migration 0044) say until when each can be used.
DROP FUNCTION IF EXISTS app_team_invitations();
CREATE FUNCTION app_team_invitations()
RETURNS TABLE (
  id uuid,
  email text,
  role_name text,
  client_ids uuid[],
  invited_by text,
  created_at timestamptz,
  expires_at timestamptz
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT i.id, i.email, i.role_name,
         ARRAY(SELECT c FROM unnest(i.client_ids) AS c WHERE app_client_allowed(c)),
         i.invited_by, i.created_at, i.expires_at
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
