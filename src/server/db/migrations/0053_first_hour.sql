-- A session's outputs are read by session: its page, and an agent's session list, which
-- also shows the Quick Start sessions that saved an output under that agent.
CREATE INDEX IF NOT EXISTS agent_outputs_session_idx ON agent_outputs(session_id)
  WHERE session_id IS NOT NULL;

-- The session of a user's first visit (decision 073): GET /me claims it once, and answers
-- first_visit while that session lasts, so the dashboard says "Welcome", then "Welcome back".
-- Users who were here before have had their first visit.
ALTER TABLE users ADD COLUMN first_session_id text;
UPDATE users SET first_session_id = 'before-0053';
