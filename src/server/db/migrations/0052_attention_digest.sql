-- What needs attention, sent (issue 29, decision 072). Each user chooses an e-mail digest of
-- it, daily or weekly, off by default, and the period last sent is kept beside the choice so
-- that a period is never sent twice, whichever process claims it.
ALTER TABLE notification_preferences
  ADD COLUMN attention_digest text NOT NULL DEFAULT 'off'
    CHECK (attention_digest IN ('off', 'daily', 'weekly')),
  ADD COLUMN attention_digest_period text;

CREATE INDEX notification_preferences_attention_digest
  ON notification_preferences (attention_digest) WHERE attention_digest <> 'off';

-- The day an organization's attention was last announced to its webhooks (one
-- 'attention.digest' event a day at most).
CREATE TABLE attention_webhook_periods (
  org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  last_period text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE attention_webhook_periods ENABLE ROW LEVEL SECURITY;
ALTER TABLE attention_webhook_periods FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON attention_webhook_periods
  USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
GRANT SELECT, INSERT, UPDATE, DELETE ON attention_webhook_periods TO stratagent_tenant;
