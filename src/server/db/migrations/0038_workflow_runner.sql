-- The workflow runner (decision 046): a step is `queued` once every step before it is done and
-- its job is sent; `wait_until` holds a wait's end (or when a failed step is tried again). The
-- step's result keeps what the step did: the agent run it started, the condition's branch,
-- the approval's hash and decision, a notification's or a publish's detail.
ALTER TABLE workflow_step_runs DROP CONSTRAINT IF EXISTS workflow_step_runs_status_check;
ALTER TABLE workflow_step_runs ADD CONSTRAINT workflow_step_runs_status_check
  CHECK (status IN ('pending', 'queued', 'running', 'waiting', 'succeeded', 'failed', 'skipped', 'cancelled'));
ALTER TABLE workflow_step_runs ADD COLUMN wait_until timestamptz;

-- What the runner resumes when a process starts: steps queued or running in open runs.
CREATE INDEX workflow_step_runs_open ON workflow_step_runs (status)
  WHERE status IN ('queued', 'running', 'waiting');
CREATE INDEX workflow_runs_org_created ON workflow_runs (org_id, created_at DESC);
