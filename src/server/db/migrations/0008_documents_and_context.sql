-- Documents: full-text search over title and extracted text (PostgreSQL 'english' configuration).
ALTER TABLE documents ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(text_content, '')), 'B')
  ) STORED;
CREATE INDEX documents_search_idx ON documents USING gin (search_vector);
CREATE INDEX documents_campaign_idx ON documents(org_id, campaign_id, created_at DESC);
CREATE INDEX documents_client_idx ON documents(org_id, client_id, created_at DESC);

-- Business context extracted from conversations, waiting for a person to approve it (seed 001 §3-§4).
CREATE TABLE business_context_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  session_id text,
  agent_type text NOT NULL,
  confidence_score numeric(4, 3) NOT NULL CHECK (confidence_score >= 0 AND confidence_score <= 1),
  extracted_context jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
CREATE INDEX business_context_history_pending_idx ON business_context_history(org_id, status, created_at DESC);

ALTER TABLE business_context_history ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON business_context_history
  USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
GRANT SELECT, INSERT, UPDATE, DELETE ON business_context_history TO stratagent_tenant;
