-- Foundation: organizations, accounts (better-auth tables), roles, invitations, outbox, settings.
-- Tenant tables carry org_id and are protected by Row-Level Security: tenant queries run as
-- the non-superuser role stratagent_tenant with app.org_id set per transaction.

DO $$
BEGIN
  CREATE ROLE stratagent_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;

DO $$
BEGIN
  EXECUTE format('GRANT stratagent_tenant TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL;
END $$;

CREATE OR REPLACE FUNCTION app_current_org() RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.org_id', true), '')::uuid
$$;

CREATE OR REPLACE FUNCTION app_current_user() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.user_id', true), '')
$$;

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('SME', 'AGENCY')),
  slug text NOT NULL UNIQUE,
  onboarding_completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- better-auth's user model, stored as "users" (seed 000 §3: users with id and org_id).
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  org_id uuid REFERENCES organizations(id) ON DELETE SET NULL,
  is_platform_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_org_id_idx ON users(org_id);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions(user_id);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_user_id_idx ON accounts(user_id);

CREATE TABLE verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifications_identifier_idx ON verifications(identifier);

CREATE TABLE user_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_name text NOT NULL,
  client_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_roles_org_user_idx ON user_roles(org_id, user_id);

CREATE TABLE business_contexts (
  org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  company_name text,
  industry text,
  company_size text,
  description text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Bearer API keys (created from settings in a later issue); only a hash is stored.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Platform-level tables (no tenant): the invitation-only entry.
CREATE TABLE invitation_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  company_name text NOT NULL,
  organization_type text NOT NULL DEFAULT 'SME' CHECK (organization_type IN ('SME', 'AGENCY')),
  use_case text,
  referral_source text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reviewed_by text REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX invitation_requests_one_pending ON invitation_requests(email) WHERE status = 'pending';

CREATE TABLE alpha_invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used', 'revoked')),
  organization_type text NOT NULL DEFAULT 'SME' CHECK (organization_type IN ('SME', 'AGENCY')),
  invited_by text REFERENCES users(id) ON DELETE SET NULL,
  request_id uuid REFERENCES invitation_requests(id) ON DELETE SET NULL,
  used_by text REFERENCES users(id) ON DELETE SET NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_email text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  transport text NOT NULL,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_to_idx ON email_outbox(to_email, created_at DESC);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Row-Level Security on tenant tables.
ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON organizations USING (id = app_current_org()) WITH CHECK (id = app_current_org());
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON users USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
ALTER TABLE user_roles ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON user_roles USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
ALTER TABLE business_contexts ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON business_contexts USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON api_keys USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());

GRANT USAGE ON SCHEMA public TO stratagent_tenant;
GRANT SELECT, UPDATE ON organizations TO stratagent_tenant;
GRANT SELECT, UPDATE (name, image, updated_at) ON users TO stratagent_tenant;
GRANT SELECT, INSERT, UPDATE, DELETE ON user_roles, business_contexts, api_keys TO stratagent_tenant;

-- Stored procedures of the seeds (security invoker: RLS applies inside tenant transactions).
CREATE OR REPLACE FUNCTION check_onboarding_status(p_user_id text)
RETURNS TABLE (needs_onboarding boolean, org_type text)
LANGUAGE sql STABLE AS $$
  SELECT (o.type = 'SME' AND o.onboarding_completed_at IS NULL) AS needs_onboarding, o.type AS org_type
  FROM users u JOIN organizations o ON o.id = u.org_id
  WHERE u.id = p_user_id
$$;

CREATE OR REPLACE FUNCTION get_user_roles(p_user_id text, p_org_id uuid)
RETURNS TABLE (role_name text, client_id uuid)
LANGUAGE sql STABLE AS $$
  SELECT r.role_name, r.client_id FROM user_roles r
  WHERE r.user_id = p_user_id AND r.org_id = p_org_id
  ORDER BY r.created_at
$$;

CREATE OR REPLACE FUNCTION is_email_invited(p_email text)
RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM alpha_invites WHERE email = lower(trim(p_email)) AND status = 'active')
$$;

CREATE OR REPLACE FUNCTION mark_invite_used(p_email text, p_user_id text)
RETURNS boolean
LANGUAGE sql AS $$
  WITH updated AS (
    UPDATE alpha_invites SET status = 'used', used_by = p_user_id, used_at = now()
    WHERE email = lower(trim(p_email)) AND status = 'active'
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM updated)
$$;

GRANT EXECUTE ON FUNCTION check_onboarding_status(text), get_user_roles(text, uuid), app_current_org(), app_current_user() TO stratagent_tenant;
