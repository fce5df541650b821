-- Invitation links expire after 14 days (PRODUCT.md); sending one again starts a new 14 days.
-- Invitations already out get 14 days from this migration rather than expiring at once.
ALTER TABLE alpha_invites ADD COLUMN expires_at timestamptz NOT NULL DEFAULT (now() + interval '14 days');
