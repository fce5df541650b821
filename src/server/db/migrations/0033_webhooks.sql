-- Webhooks (issue 11 point 5c): an organization's subscriptions to events, and the outbox of
-- deliveries. A delivery row is inserted in the same transaction as the change that causes
-- the event, so a committed change always has its deliveries and a rolled-back one never
-- does; the delivery worker (webhooks/deliver.ts) claims due rows with FOR UPDATE SKIP
-- LOCKED, so several processes on one database never send the same attempt twice.
CREATE TABLE webhook_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
  description text CHECK (description IS NULL OR length(description) <= 200),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  -- The HMAC key the receiver verifies signatures with: kept (signing needs it), shown once.
  secret text NOT NULL CHECK (length(secret) >= 32),
  active boolean NOT NULL DEFAULT true,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_subscriptions_org_idx ON webhook_subscriptions(org_id, created_at);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES webhook_subscriptions(id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  event text NOT NULL,
  -- The body sent, as it is signed: { id, event, created_at, organization_id, data }.
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- When the worker may try next (while an attempt is in flight: when its claim lapses).
  next_attempt_at timestamptz DEFAULT now(),
  last_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  response_excerpt text,
  -- A redelivery names the delivery it repeats.
  redelivery_of uuid REFERENCES webhook_deliveries(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  CHECK (status <> 'pending' OR next_attempt_at IS NOT NULL)
);
CREATE INDEX webhook_deliveries_subscription_idx
  ON webhook_deliveries(org_id, subscription_id, created_at DESC, id DESC);
-- The worker's question: which pending deliveries are due.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries(next_attempt_at)
  WHERE status = 'pending';

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['webhook_subscriptions', 'webhook_deliveries'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_select ON %I FOR SELECT USING (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_insert ON %I FOR INSERT WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_update ON %I FOR UPDATE USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_delete ON %I FOR DELETE USING (org_id = app_current_org())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO stratagent_tenant', t);
  END LOOP;
END $$;
