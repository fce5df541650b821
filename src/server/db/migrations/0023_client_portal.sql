-- The client portal (issue 9 points 6 and 7): the message thread between an agency and each
-- client, outputs sent to the client for approval (tied to a hash of the content they
-- read, so an edit voids the decision), and the white-label PDF reports per client and
-- period with an optional expiring share link (only the token's hash is kept).
CREATE TABLE portal_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  author_id text REFERENCES users(id) ON DELETE SET NULL,
  -- Which side wrote it: the agency team or the client's portal users.
  author_side text NOT NULL CHECK (author_side IN ('agency', 'client')),
  body text NOT NULL CHECK (length(trim(body)) BETWEEN 1 AND 5000),
  -- When the other side first read it (null: unread).
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portal_messages_thread_idx ON portal_messages(org_id, client_id, created_at);

CREATE TABLE output_approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  output_id uuid NOT NULL REFERENCES agent_outputs(id) ON DELETE CASCADE,
  -- sha256 (hex) of the output's canonical JSON {title, summary, content} when requested.
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'approved', 'changes_requested')),
  comment text CHECK (comment IS NULL OR length(comment) <= 2000),
  requested_by text REFERENCES users(id) ON DELETE SET NULL,
  decided_by text REFERENCES users(id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK (status = 'requested' OR decided_at IS NOT NULL)
);
CREATE INDEX output_approvals_output_idx ON output_approvals(org_id, output_id, requested_at DESC);
CREATE INDEX output_approvals_client_idx ON output_approvals(org_id, client_id, requested_at DESC);

CREATE TABLE client_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(trim(title)) BETWEEN 1 AND 200),
  period_from date NOT NULL,
  period_to date NOT NULL,
  -- The generated PDF (a few kilobytes: text and vector charts).
  pdf bytea NOT NULL,
  byte_size integer NOT NULL,
  -- sha256 (hex) of the share link's token; the token itself is never stored.
  share_token_hash text UNIQUE,
  share_expires_at timestamptz,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (period_from <= period_to),
  CHECK ((share_token_hash IS NULL) = (share_expires_at IS NULL))
);
CREATE INDEX client_reports_client_idx ON client_reports(org_id, client_id, created_at DESC);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['portal_messages', 'output_approvals', 'client_reports'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_select ON %I FOR SELECT USING (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_insert ON %I FOR INSERT WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_update ON %I FOR UPDATE USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_delete ON %I FOR DELETE USING (org_id = app_current_org())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO stratagent_tenant', t);
  END LOOP;
END $$;

-- A client-scoped member (account manager, portal user) reaches only their clients' rows.
SELECT app_apply_client_scope(t)
  FROM unnest(ARRAY['portal_messages', 'output_approvals', 'client_reports']) AS t;
