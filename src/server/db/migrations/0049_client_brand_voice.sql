-- A client's own brand voice (issue 26, seed 001 §2: agencies "need data isolation between
-- clients"): content drafted for a client is written in the client's voice, derived from the
-- client's record at first use, edited and taught for that client alone. The organization's
-- voice is the row without a client, as before.
ALTER TABLE brand_voice_profiles ADD COLUMN client_id uuid REFERENCES clients(id) ON DELETE CASCADE;
ALTER TABLE brand_voice_profiles DROP CONSTRAINT brand_voice_profiles_pkey;
-- One voice per organization and one per client (NULLS NOT DISTINCT: PostgreSQL 15 and later).
CREATE UNIQUE INDEX brand_voice_profiles_subject_idx
  ON brand_voice_profiles (org_id, client_id) NULLS NOT DISTINCT;

-- A client's voice is seen only by those who see the client; the organization's stays readable
-- to a client-scoped member, who works with the agency's own context (decision 032).
CREATE POLICY client_scope ON brand_voice_profiles AS RESTRICTIVE FOR ALL
  USING (client_id IS NULL OR app_client_allowed(client_id))
  WITH CHECK (client_id IS NULL OR app_client_allowed(client_id));

-- A recorded 'brand_voice' source names the organization (brand comparison): it is the
-- organization's own voice, now that the organization's row is no longer the only one.
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
          FROM brand_voice_profiles v WHERE v.org_id = p_id AND v.client_id IS NULL)
    END,
    'absent')
$$;
GRANT EXECUTE ON FUNCTION output_source_version(text, uuid) TO stratagent_tenant;
