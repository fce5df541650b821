-- Version history on every output (issue 28 point 5, decision 075): each saved output keeps
-- what each of its versions said, what wrote it (the offline engine, a provider's model, or a
-- person editing it), who triggered it, when, and the sources it recorded. The output row
-- stays the latest version; a rewrite or an edit updates it and adds a version here.

-- Which provider's model wrote the output's current version (null: offline, or written
-- before this migration, when only the model's name was kept).
ALTER TABLE agent_outputs ADD COLUMN provider text;

CREATE TABLE output_versions (
  output_id uuid NOT NULL REFERENCES agent_outputs(id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  title text NOT NULL,
  summary text,
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- 'person': a teammate edited the title, summary or content.
  engine text NOT NULL CHECK (engine IN ('offline', 'model', 'person')),
  provider text,
  model text,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The output's sources when this version was saved: [{kind, id, title, version}].
  sources jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (output_id, version)
);
CREATE INDEX output_versions_org_idx ON output_versions(org_id);

ALTER TABLE output_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE output_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON output_versions
  USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
GRANT SELECT, INSERT, UPDATE, DELETE ON output_versions TO stratagent_tenant;
-- A client-scoped member sees an output's versions only when they can see the output; a
-- portal user never does (the agency's drafts, as output_sources, migration 0046).
SELECT app_apply_parent_scope('output_versions', 'output_id', 'agent_outputs');
SELECT app_apply_portal_hidden('output_versions');

-- The one way a version is written: a snapshot of the output row as it is now, with its
-- recorded sources, numbered after the last. SECURITY INVOKER: it reads and writes what the
-- caller may under Row-Level Security. Returns the new number (null: no such output).
CREATE OR REPLACE FUNCTION record_output_version(
  p_output_id uuid, p_engine text, p_author text, p_at timestamptz DEFAULT now()
) RETURNS integer
LANGUAGE sql VOLATILE SECURITY INVOKER AS $$
  INSERT INTO output_versions (output_id, org_id, version, title, summary, content, engine,
                               provider, model, created_by, created_at, sources)
  SELECT o.id, o.org_id,
         coalesce((SELECT max(v.version) FROM output_versions v WHERE v.output_id = o.id), 0) + 1,
         o.title, o.summary, o.content, p_engine,
         CASE WHEN p_engine = 'model' THEN o.provider END,
         CASE WHEN p_engine = 'model' THEN o.model END,
         p_author, p_at,
         coalesce((SELECT jsonb_agg(jsonb_build_object('kind', s.source_kind, 'id', s.source_id,
                                     'title', s.title, 'version', s.source_version)
                                   ORDER BY s.source_kind, s.title)
                     FROM output_sources s WHERE s.output_id = o.id), '[]'::jsonb)
    FROM agent_outputs o
   WHERE o.id = p_output_id
  RETURNING version
$$;
GRANT EXECUTE ON FUNCTION record_output_version(uuid, text, text, timestamptz) TO stratagent_tenant;

-- Version 1 of every output, whoever inserts it (runs, the Quick Start pipeline, interviews,
-- brand comparisons, the demo): written when the transaction commits, so it holds the sources
-- recorded after the insert.
CREATE OR REPLACE FUNCTION output_first_version() RETURNS trigger
LANGUAGE plpgsql SECURITY INVOKER AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM output_versions WHERE output_id = NEW.id) THEN
    PERFORM record_output_version(o.id, CASE WHEN o.engine = 'model' THEN 'model' ELSE 'offline' END,
                                   o.created_by, o.created_at)
       FROM agent_outputs o WHERE o.id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER agent_outputs_first_version AFTER INSERT ON agent_outputs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION output_first_version();

-- Existing outputs: their current state is their version 1.
SELECT record_output_version(id, CASE WHEN engine = 'model' THEN 'model' ELSE 'offline' END,
                             created_by, created_at)
  FROM agent_outputs;

-- A rewrite is a run whose result replaces this output's content as a new version instead of
-- saving a new output; kept on the run so a run resumed after a crash still does that.
ALTER TABLE agent_runs ADD COLUMN rewrite_of uuid REFERENCES agent_outputs(id) ON DELETE SET NULL;
