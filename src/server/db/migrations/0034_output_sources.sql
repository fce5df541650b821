-- What each output was grounded in (issue 11, point 5a): one row per source (the business
-- context, an approved extracted fact, a document, a client, a competitor, the brand voice)
-- with the version of that source when the output was saved. An output is stale when a
-- source's current version differs from the stored one (decision 044): computed on read,
-- so no write path can change a source without its outputs noticing.
CREATE TABLE output_sources (
  output_id uuid NOT NULL REFERENCES agent_outputs(id) ON DELETE CASCADE,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  source_kind text NOT NULL
    CHECK (source_kind IN ('business_context', 'fact', 'document', 'client', 'competitor', 'brand_voice')),
  source_id uuid NOT NULL,
  -- What the output called the source when it was saved (a deleted document keeps its name).
  title text NOT NULL,
  source_version text NOT NULL,
  PRIMARY KEY (output_id, source_kind, source_id)
);
CREATE INDEX output_sources_org_source_idx ON output_sources(org_id, source_kind, source_id);

ALTER TABLE output_sources ENABLE ROW LEVEL SECURITY;
ALTER TABLE output_sources FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON output_sources FOR SELECT USING (org_id = app_current_org());
CREATE POLICY tenant_insert ON output_sources FOR INSERT WITH CHECK (org_id = app_current_org());
CREATE POLICY tenant_update ON output_sources FOR UPDATE USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
CREATE POLICY tenant_delete ON output_sources FOR DELETE USING (org_id = app_current_org());
GRANT SELECT, INSERT, UPDATE, DELETE ON output_sources TO stratagent_tenant;
-- A client-scoped member sees an output's sources only when they can see the output.
SELECT app_apply_parent_scope('output_sources', 'output_id', 'agent_outputs');

-- The current version of a source: an md5 of everything an agent reads from it, or 'absent'
-- once it is gone (deleted, or hidden from the caller). The one definition used both when an
-- output is saved and when its staleness is read. SECURITY INVOKER: it sees what the caller
-- sees under Row-Level Security, nothing more.
CREATE OR REPLACE FUNCTION output_source_version(p_kind text, p_id uuid) RETURNS text
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  SELECT coalesce(
    CASE p_kind
      WHEN 'business_context' THEN (
        SELECT md5(concat_ws(E'\x1f', o.name, b.company_name, b.industry, b.company_size,
                   b.description, coalesce(b.details, '{}'::jsonb)::text))
          FROM organizations o LEFT JOIN business_contexts b ON b.org_id = o.id
         WHERE o.id = p_id)
      WHEN 'fact' THEN (
        SELECT md5(concat_ws(E'\x1f', h.status, h.extracted_context::text))
          FROM business_context_history h
         WHERE h.id = p_id AND h.status = 'approved')
      WHEN 'document' THEN (
        SELECT md5(concat_ws(E'\x1f', d.title, d.text_content))
          FROM documents d WHERE d.id = p_id)
      WHEN 'client' THEN (
        SELECT md5(concat_ws(E'\x1f', c.name, c.industry, c.notes, c.website))
          FROM clients c WHERE c.id = p_id)
      WHEN 'competitor' THEN (
        SELECT md5(concat_ws(E'\x1f', c.name, c.website, c.positioning,
                   array_to_string(c.strengths, E'\x1e'), array_to_string(c.weaknesses, E'\x1e'), c.notes))
          FROM competitors c WHERE c.id = p_id)
      WHEN 'brand_voice' THEN (
        SELECT md5(concat_ws(E'\x1f', array_to_string(v.tone, E'\x1e'), array_to_string(v.vocabulary_use, E'\x1e'),
                   array_to_string(v.vocabulary_avoid, E'\x1e'), v.reading_level))
          FROM brand_voice_profiles v WHERE v.org_id = p_id)
    END,
    'absent')
$$;
GRANT EXECUTE ON FUNCTION output_source_version(text, uuid) TO stratagent_tenant;
