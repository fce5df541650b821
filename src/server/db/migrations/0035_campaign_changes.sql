-- Every server process keeps pages of the campaigns list until the organization's campaigns
-- change (modules/campaigns/list-cache.ts). Whatever changes a campaign, or the client name a
-- page shows beside it, announces the organization on the stratagent_campaigns channel,
-- whichever code or process changed it, so every process forgets that organization's pages.
-- Statement triggers with transition tables: a bulk load of a million campaigns announces
-- each organization once, not each row (PostgreSQL folds equal notifications of one
-- transaction into one as well).
CREATE OR REPLACE FUNCTION app_notify_campaign_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stratagent_campaigns', org_id::text)
  FROM (SELECT DISTINCT org_id FROM changed_rows) AS changed;
  RETURN NULL;
END $$;

CREATE TRIGGER campaigns_inserted_announce
  AFTER INSERT ON campaigns REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_campaign_rows();

CREATE TRIGGER campaigns_updated_announce
  AFTER UPDATE ON campaigns REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_campaign_rows();

CREATE TRIGGER campaigns_deleted_announce
  AFTER DELETE ON campaigns REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_notify_campaign_rows();

-- A client's name shows on its campaigns' rows; deleting a client changes its campaigns,
-- which announce themselves, but a client without campaigns is announced here as well.
CREATE OR REPLACE FUNCTION app_notify_campaign_client() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stratagent_campaigns', coalesce(NEW.org_id, OLD.org_id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER clients_campaign_change
  AFTER UPDATE OF name, org_id OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION app_notify_campaign_client();
