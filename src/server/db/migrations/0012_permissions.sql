-- API keys carry scopes (read, write) and may expire. Keys made before scopes existed keep
-- both scopes; the permission layer still refuses them team, settings, keys and admin.
ALTER TABLE api_keys ADD COLUMN scopes text[] NOT NULL DEFAULT ARRAY['read', 'write']::text[];
ALTER TABLE api_keys ADD COLUMN expires_at timestamptz;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_known
  CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'write']::text[]);

-- One policy per verb instead of one FOR ALL policy, and RLS forced, so that even the
-- tables' owner is held to the organization unless it bypasses RLS explicitly (superuser
-- or BYPASSRLS, which system-level queries such as sign-in rely on).
DO $$
DECLARE
  t record;
  cond text;
BEGIN
  FOR t IN
    SELECT p.tablename FROM pg_policies p
    WHERE p.schemaname = 'public' AND p.policyname = 'tenant_isolation'
  LOOP
    cond := CASE WHEN t.tablename = 'organizations' THEN 'id = app_current_org()' ELSE 'org_id = app_current_org()' END;
    EXECUTE format('DROP POLICY tenant_isolation ON %I', t.tablename);
    EXECUTE format('CREATE POLICY tenant_select ON %I FOR SELECT USING (%s)', t.tablename, cond);
    EXECUTE format('CREATE POLICY tenant_insert ON %I FOR INSERT WITH CHECK (%s)', t.tablename, cond);
    EXECUTE format('CREATE POLICY tenant_update ON %I FOR UPDATE USING (%s) WITH CHECK (%s)', t.tablename, cond, cond);
    EXECUTE format('CREATE POLICY tenant_delete ON %I FOR DELETE USING (%s)', t.tablename, cond);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END $$;
