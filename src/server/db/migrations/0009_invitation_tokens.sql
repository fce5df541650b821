-- Invitation tokens, sign-ups awaiting e-mail confirmation, and the whitelist kept away
-- from tenant transactions (see the invitation-tokens decision record).

-- Only the SHA-256 of an invitation's token is kept; the token itself is in the e-mail.
ALTER TABLE alpha_invites ADD COLUMN token_hash text;
CREATE UNIQUE INDEX alpha_invites_token_hash_idx ON alpha_invites(token_hash) WHERE token_hash IS NOT NULL;

-- The seed's procedure also retires the token, so a used link opens nothing.
CREATE OR REPLACE FUNCTION mark_invite_used(p_email text, p_user_id text)
RETURNS boolean
LANGUAGE sql AS $$
  WITH updated AS (
    UPDATE alpha_invites SET status = 'used', used_by = p_user_id, used_at = now(), token_hash = NULL
    WHERE email = lower(trim(p_email)) AND status = 'active'
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM updated)
$$;

-- A sign-up without the invitation's token: the account exists but belongs to nothing until
-- its address is confirmed; then the organization it asked for is created (or joined).
CREATE TABLE pending_signups (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  organization_name text NOT NULL,
  organization_type text NOT NULL CHECK (organization_type IN ('SME', 'AGENCY')),
  slug text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Platform tables: the tenant role has no business with them. No grants, and Row-Level
-- Security that lets only the platform (never stratagent_tenant) through, should a grant
-- ever be added by mistake.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['alpha_invites', 'invitation_requests', 'pending_signups']
  LOOP
    EXECUTE format('REVOKE ALL ON %I FROM PUBLIC, stratagent_tenant', t);
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY platform_only ON %I USING (current_user <> ''stratagent_tenant'') WITH CHECK (current_user <> ''stratagent_tenant'')',
      t
    );
  END LOOP;
END $$;
