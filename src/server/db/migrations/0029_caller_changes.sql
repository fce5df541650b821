-- Every server process keeps resolved callers (user, organization, roles, API key scopes)
-- for a few seconds (modules/auth/caller-cache.ts). Whatever changes what a caller may do
-- announces the user on the stratagent_caller channel, whichever code or process changed
-- it, so every process forgets that user's cached callers. TG_ARGV[0] names the column
-- that holds the user's id.
CREATE OR REPLACE FUNCTION app_notify_caller_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  before_change text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[0] END;
  after_change text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF before_change IS NOT NULL THEN
    PERFORM pg_notify('stratagent_caller', before_change);
  END IF;
  IF after_change IS NOT NULL AND after_change IS DISTINCT FROM before_change THEN
    PERFORM pg_notify('stratagent_caller', after_change);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_caller_change
  AFTER UPDATE OF org_id, is_platform_admin, email, name OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION app_notify_caller_change('id');

CREATE TRIGGER user_roles_caller_change
  AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION app_notify_caller_change('user_id');

-- Sign-out, revocation and password reset delete sessions; a refresh only updates one.
CREATE TRIGGER sessions_caller_change
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION app_notify_caller_change('user_id');

-- last_used_at changes on every use and does not change what the key may do.
CREATE TRIGGER api_keys_caller_change
  AFTER UPDATE OF revoked_at, expires_at, scopes, org_id, user_id OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION app_notify_caller_change('user_id');
