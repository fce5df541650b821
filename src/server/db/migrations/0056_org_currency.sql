-- The currency an organization shows its money in (issue 29; seed 000 §9: USD by default).
-- Amounts stay stored in cents; the code only says how every page, PDF and agent text shows them.
ALTER TABLE organizations ADD COLUMN currency text NOT NULL DEFAULT 'USD'
  CHECK (currency ~ '^[A-Z]{3}$');
