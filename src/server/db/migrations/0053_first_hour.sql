-- A session's outputs are read by session: its page, and an agent's session list, which
-- also shows the Quick Start sessions that saved an output under that agent.
CREATE INDEX IF NOT EXISTS agent_outputs_session_idx ON agent_outputs(session_id)
  WHERE session_id IS NOT NULL;
