-- New work of a member scoped to exactly one client belongs to that client (issue 9): a row
-- inserted without a client gets theirs, so a scoped account manager's campaign, document,
-- session or output lands where they may see it. A member scoped to several clients must
-- name one; the client_scope policies (0020) refuse the row otherwise.
CREATE OR REPLACE FUNCTION app_default_client() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  scope text[] := string_to_array(coalesce(current_setting('app.client_ids', true), ''), ',');
BEGIN
  IF NEW.client_id IS NULL AND cardinality(scope) = 1 AND scope[1] <> '' THEN
    NEW.client_id := scope[1]::uuid;
  END IF;
  RETURN NEW;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['campaigns', 'agent_sessions', 'agent_outputs', 'documents', 'campaign_plans',
    'competitors', 'content_items', 'quick_wins', 'roi_scenarios']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT ON %I FOR EACH ROW EXECUTE FUNCTION app_default_client()',
      t || '_default_client', t);
  END LOOP;
END $$;
