-- One queued or running run per session, enforced by the database: two concurrent starts
-- both pass start-run.ts's "a run is already in progress" check, but only one insert can
-- commit; the other fails with a unique violation and is answered 409.

-- Sessions that already hold several active runs (possible before this index) keep the
-- newest; the others end as a stopped server's runs do.
UPDATE agent_runs r
SET status = 'failed', error = 'The server stopped while this run was in progress', finished_at = now()
WHERE r.status IN ('queued', 'running')
  AND EXISTS (
    SELECT 1 FROM agent_runs n
    WHERE n.session_id = r.session_id
      AND n.status IN ('queued', 'running')
      AND (n.created_at, n.id) > (r.created_at, r.id)
  );

CREATE UNIQUE INDEX agent_runs_one_active_per_session ON agent_runs (session_id)
  WHERE status IN ('queued', 'running');
