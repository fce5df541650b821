-- Per-client model choice and AI cost tracking (issue 11 point 5b, decision 048).
-- An organization, and each of an agency's clients, may name the provider and model its
-- agents run on (NULL = inherit: client -> organization -> the server's LLM_PROVIDER /
-- LLM_MODEL). API keys stay server configuration: nothing secret is stored here.
ALTER TABLE organizations
  ADD COLUMN llm_provider text CHECK (llm_provider IN ('openai', 'anthropic', 'openai-compatible')),
  ADD COLUMN llm_model text CHECK (llm_model IS NULL OR length(llm_model) BETWEEN 1 AND 100),
  ADD CONSTRAINT organizations_llm_pair CHECK ((llm_provider IS NULL) = (llm_model IS NULL));
ALTER TABLE clients
  ADD COLUMN llm_provider text CHECK (llm_provider IN ('openai', 'anthropic', 'openai-compatible')),
  ADD COLUMN llm_model text CHECK (llm_model IS NULL OR length(llm_model) BETWEEN 1 AND 100),
  ADD CONSTRAINT clients_llm_pair CHECK ((llm_provider IS NULL) = (llm_model IS NULL));

-- One row per model call (an agent run makes one, a Quick Start pipeline several, a chat
-- answer one) and one per offline-engine run (engine 'offline', 0 tokens). Tokens are what
-- the provider reported; the cost is computed when read from the price table (MODEL_PRICES
-- over the defaults), so a price change re-prices the history.
CREATE TABLE ai_usage (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  session_id uuid REFERENCES agent_sessions(id) ON DELETE SET NULL,
  run_id uuid REFERENCES agent_runs(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('run', 'message')),
  engine text NOT NULL CHECK (engine IN ('model', 'offline')),
  provider text,
  model text,
  input_tokens integer NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
  output_tokens integer NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ai_usage_org_idx ON ai_usage(org_id, created_at);
CREATE INDEX ai_usage_client_idx ON ai_usage(client_id, created_at) WHERE client_id IS NOT NULL;

ALTER TABLE ai_usage ENABLE ROW LEVEL SECURITY;
ALTER TABLE ai_usage FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON ai_usage
  USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
-- A client-scoped member reads only their clients' usage (like the activity log).
CREATE POLICY client_scope ON ai_usage AS RESTRICTIVE FOR ALL
  USING (app_client_allowed(client_id))
  WITH CHECK (client_id IS NULL OR app_client_allowed(client_id));
GRANT SELECT, INSERT ON ai_usage TO stratagent_tenant;
