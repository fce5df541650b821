-- The Content agent (issue 8): every saved content draft as a library item (status and
-- schedule; the campaign calendar reads the scheduled ones), the organization's brand voice,
-- and the templates users save from their drafts.
CREATE TABLE content_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  client_id uuid REFERENCES clients(id) ON DELETE SET NULL,
  output_id uuid NOT NULL UNIQUE REFERENCES agent_outputs(id) ON DELETE CASCADE,
  campaign_id uuid REFERENCES campaigns(id) ON DELETE SET NULL,
  content_type text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'approved')),
  scheduled_for date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_items_org_idx ON content_items(org_id, created_at DESC);
CREATE INDEX content_items_org_type_idx ON content_items(org_id, content_type);
CREATE INDEX content_items_org_campaign_idx ON content_items(org_id, campaign_id);
CREATE INDEX content_items_org_scheduled_idx ON content_items(org_id, scheduled_for)
  WHERE scheduled_for IS NOT NULL;

CREATE TABLE brand_voice_profiles (
  org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  tone text[] NOT NULL DEFAULT '{}',
  vocabulary_use text[] NOT NULL DEFAULT '{}',
  vocabulary_avoid text[] NOT NULL DEFAULT '{}',
  reading_level text NOT NULL DEFAULT 'conversational'
    CHECK (reading_level IN ('simple', 'conversational', 'professional', 'technical')),
  derived_from text NOT NULL DEFAULT '',
  -- word → number of edits that added / deleted it (the learning rule, src/shared/brand-voice.ts)
  learning jsonb NOT NULL DEFAULT '{"added": {}, "removed": {}}'::jsonb,
  -- the latest words that joined a list: [{ word, list }]
  learned jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_by text REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  tool text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  structure text[] NOT NULL DEFAULT '{}',
  source_output_id uuid REFERENCES agent_outputs(id) ON DELETE SET NULL,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_templates_org_idx ON content_templates(org_id, tool, created_at DESC);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['content_items', 'brand_voice_profiles', 'content_templates']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_select ON %I FOR SELECT USING (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_insert ON %I FOR INSERT WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_update ON %I FOR UPDATE USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org())', t);
    EXECUTE format('CREATE POLICY tenant_delete ON %I FOR DELETE USING (org_id = app_current_org())', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO stratagent_tenant', t);
  END LOOP;
END $$;
