-- An organization's own model connection (issue 28 point 1, decision 071): the base URL of
-- an OpenAI-compatible server and an API key, saved by an owner or admin in Settings → AI
-- model. The key is stored sealed (AES-256-GCM, key derived from the server's secret,
-- src/server/lib/secret-box.ts) and only its last four characters are read back. A row goes
-- with the provider it was saved for: the organization's choice (organizations.llm_provider,
-- llm_model, migration 0039) applies it only while the providers match.
CREATE TABLE organization_model_keys (
  org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('openai', 'anthropic', 'openai-compatible')),
  base_url text CHECK (base_url IS NULL OR length(base_url) BETWEEN 1 AND 500),
  api_key_sealed text,
  api_key_last4 text CHECK (api_key_last4 IS NULL OR length(api_key_last4) <= 4),
  updated_by text REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT organization_model_keys_key_pair CHECK ((api_key_sealed IS NULL) = (api_key_last4 IS NULL)),
  CONSTRAINT organization_model_keys_something CHECK (api_key_sealed IS NOT NULL OR base_url IS NOT NULL)
);

ALTER TABLE organization_model_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE organization_model_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON organization_model_keys
  USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
-- No client-scope policy: a client-scoped member's runs use the organization's connection
-- too. Only the settings routes (org:manage: owners and admins without a client scope) read
-- or write it, and the key is sealed: the row alone opens nothing.
GRANT SELECT, INSERT, UPDATE, DELETE ON organization_model_keys TO stratagent_tenant;
