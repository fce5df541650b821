-- Invitation review and the bot check of the invitation form.

-- The admin review lists requests newest first, filtered by status.
CREATE INDEX invitation_requests_status_created_idx ON invitation_requests(status, created_at DESC);
CREATE INDEX invitation_requests_created_idx ON invitation_requests(created_at DESC);

-- Solved ALTCHA challenges, by signature, so that a payload is accepted only once. A row is
-- useless once its challenge has expired (the signature check refuses it anyway), so rows
-- are pruned after expires_at.
CREATE TABLE altcha_used_challenges (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX altcha_used_challenges_expires_idx ON altcha_used_challenges(expires_at);
