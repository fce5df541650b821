-- White label (issue 9; seed 001 §3, §9): the agency's brand kit, one row per organization,
-- written when it first saves its kit (no row: the app keeps its own look). custom_css is
-- the sanitised, scoped CSS (src/server/modules/white-label/sanitize-css.ts); the logo and
-- the favicon are stored like documents' originals (DATA_DIR/uploads or S3) under *_key.
CREATE TABLE white_label_settings (
  org_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  primary_color text NOT NULL CHECK (primary_color ~ '^#[0-9A-F]{6}$'),
  secondary_color text NOT NULL CHECK (secondary_color ~ '^#[0-9A-F]{6}$'),
  accent_color text NOT NULL CHECK (accent_color ~ '^#[0-9A-F]{6}$'),
  -- {background, foreground, muted, mutedForeground, border}, each '#RRGGBB'.
  colors jsonb NOT NULL CHECK (jsonb_typeof(colors) = 'object'),
  -- {heading, body, mono}, each a key of FONT_STACKS (src/shared/white-label.ts).
  fonts jsonb NOT NULL CHECK (jsonb_typeof(fonts) = 'object'),
  border_radius text NOT NULL DEFAULT 'lg' CHECK (border_radius IN ('none', 'sm', 'md', 'lg', 'xl')),
  density text NOT NULL DEFAULT 'comfortable'
    CHECK (density IN ('compact', 'comfortable', 'spacious')),
  company_name text NOT NULL DEFAULT '' CHECK (length(company_name) <= 100),
  custom_css text NOT NULL DEFAULT '' CHECK (length(custom_css) <= 40000),
  logo_key text,
  logo_type text CHECK (logo_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/x-icon')),
  logo_size integer CHECK (logo_size > 0),
  favicon_key text,
  favicon_type text CHECK (favicon_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/x-icon')),
  favicon_size integer CHECK (favicon_size > 0),
  updated_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((logo_key IS NULL) = (logo_type IS NULL)),
  CHECK ((favicon_key IS NULL) = (favicon_type IS NULL))
);

ALTER TABLE white_label_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE white_label_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON white_label_settings FOR SELECT USING (org_id = app_current_org());
CREATE POLICY tenant_insert ON white_label_settings FOR INSERT
  WITH CHECK (org_id = app_current_org());
CREATE POLICY tenant_update ON white_label_settings FOR UPDATE
  USING (org_id = app_current_org()) WITH CHECK (org_id = app_current_org());
CREATE POLICY tenant_delete ON white_label_settings FOR DELETE USING (org_id = app_current_org());
GRANT SELECT, INSERT, UPDATE, DELETE ON white_label_settings TO stratagent_tenant;

-- The white-label unlock (seed 000 §4: an agency with more than 2 clients) of the current
-- tenant's organization. A client-scoped member (an account manager, a client portal user)
-- sees only their clients, yet the agency's theme applies to them too: the count is taken
-- with the client scope lifted for this one query, and only the count leaves the function.
CREATE OR REPLACE FUNCTION app_white_label_unlock()
RETURNS TABLE (organization_type text, client_count integer)
LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path = public AS $$
DECLARE
  saved text := coalesce(current_setting('app.client_ids', true), '');
BEGIN
  PERFORM set_config('app.client_ids', '', true);
  RETURN QUERY
    SELECT o.type,
           (SELECT count(*)::int FROM clients c WHERE c.org_id = o.id AND c.archived_at IS NULL)
      FROM organizations o
     WHERE o.id = app_current_org();
  PERFORM set_config('app.client_ids', saved, true);
END $$;
GRANT EXECUTE ON FUNCTION app_white_label_unlock() TO stratagent_tenant;
