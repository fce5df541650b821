-- Durable agent runs: a run whose process stopped (stale heartbeat) is claimed by another
-- process and executed again from its stored input. `attempts` counts the executions (1 at
-- the start, +1 per claim) and fences them: a process writes to a run only while the
-- attempt it executes is the run's current one, so a stalled process that lost its claim
-- can neither save an output nor fail the run that another process now executes.
ALTER TABLE agent_runs ADD COLUMN attempts integer NOT NULL DEFAULT 1;
