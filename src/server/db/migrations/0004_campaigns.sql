-- Campaigns: the seeds' stored procedures get_campaigns_list, get_campaign_details and
-- update_campaign (seed 000 §7.3). All are SECURITY INVOKER, so Row-Level Security applies
-- inside tenant transactions; they filter by p_org_id as well.
-- Validation failures raise SQLSTATE 22023 (invalid_parameter_value) with a message meant
-- for the user; the server answers them with 400.

-- A campaign as the procedures answer it: the table's columns plus the client's name.
CREATE TYPE campaign_list_item AS (
  id uuid,
  org_id uuid,
  client_id uuid,
  client_name text,
  name text,
  description text,
  campaign_type text,
  priority_level integer,
  budget_cents bigint,
  spent_cents bigint,
  start_date date,
  end_date date,
  marketing_channels text[],
  geographic_target text,
  target_audience text,
  goals text[],
  success_metrics text[],
  objectives text,
  content_pillars text[],
  target_personas text[],
  competitor_context text,
  tags text[],
  status text,
  created_at timestamptz,
  updated_at timestamptz,
  created_by text,
  archived_at timestamptz
);

-- Seed 000 §7.4: priority descending, then newest first; archived campaigns only on request.
CREATE OR REPLACE FUNCTION get_campaigns_list(
  p_org_id uuid,
  p_include_archived boolean DEFAULT false,
  p_client_id uuid DEFAULT NULL,
  p_status text DEFAULT NULL,
  p_limit integer DEFAULT 100,
  p_offset integer DEFAULT 0
)
RETURNS SETOF campaign_list_item
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  SELECT c.id, c.org_id, c.client_id, cl.name, c.name, c.description, c.campaign_type, c.priority_level,
    c.budget_cents, c.spent_cents, c.start_date, c.end_date, c.marketing_channels, c.geographic_target,
    c.target_audience, c.goals, c.success_metrics, c.objectives, c.content_pillars, c.target_personas,
    c.competitor_context, c.tags, c.status, c.created_at, c.updated_at, c.created_by, c.archived_at
  FROM campaigns c
  LEFT JOIN clients cl ON cl.id = c.client_id
  WHERE c.org_id = p_org_id
    AND (coalesce(p_include_archived, false) OR c.archived_at IS NULL)
    AND (p_client_id IS NULL OR c.client_id = p_client_id)
    AND (p_status IS NULL OR c.status = p_status)
  ORDER BY c.priority_level DESC, c.created_at DESC, c.id
  LIMIT greatest(coalesce(p_limit, 100), 0)
  OFFSET greatest(coalesce(p_offset, 0), 0)
$$;

CREATE OR REPLACE FUNCTION get_campaign_details(p_campaign_id uuid, p_org_id uuid)
RETURNS SETOF campaign_list_item
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  SELECT c.id, c.org_id, c.client_id, cl.name, c.name, c.description, c.campaign_type, c.priority_level,
    c.budget_cents, c.spent_cents, c.start_date, c.end_date, c.marketing_channels, c.geographic_target,
    c.target_audience, c.goals, c.success_metrics, c.objectives, c.content_pillars, c.target_personas,
    c.competitor_context, c.tags, c.status, c.created_at, c.updated_at, c.created_by, c.archived_at
  FROM campaigns c
  LEFT JOIN clients cl ON cl.id = c.client_id
  WHERE c.id = p_campaign_id AND c.org_id = p_org_id
$$;

-- Whether the current user (app.user_id) may create and edit campaigns in the organization.
-- Mirrors canCreateCampaigns in src/shared/permissions.ts (a test keeps the two in step).
CREATE OR REPLACE FUNCTION can_edit_campaigns(p_org_id uuid)
RETURNS boolean
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  SELECT EXISTS (
    SELECT 1 FROM user_roles r
    WHERE r.org_id = p_org_id
      AND r.user_id = app_current_user()
      AND lower(r.role_name) IN ('sme_owner', 'sme_admin', 'marketing_manager', 'agency_owner', 'agency_admin',
        'account_manager', 'creative_strategist')
  )
$$;

-- A text field of update_campaign's p_fields: JSON null clears it, a string sets it.
CREATE OR REPLACE FUNCTION campaign_text_field(p_fields jsonb, p_key text)
RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof(p_fields -> p_key)
    WHEN 'null' THEN RETURN NULL;
    WHEN 'string' THEN RETURN p_fields ->> p_key;
    ELSE RAISE EXCEPTION '% must be text or null', p_key USING ERRCODE = '22023';
  END CASE;
END $$;

-- A list field: JSON null clears it to an empty list, an array of strings sets it.
CREATE OR REPLACE FUNCTION campaign_list_field(p_fields jsonb, p_key text)
RETURNS text[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE v jsonb := p_fields -> p_key;
BEGIN
  IF jsonb_typeof(v) = 'null' THEN
    RETURN '{}';
  END IF;
  IF jsonb_typeof(v) <> 'array' OR EXISTS (SELECT 1 FROM jsonb_array_elements(v) e WHERE jsonb_typeof(e) <> 'string') THEN
    RAISE EXCEPTION '% must be a list of texts or null', p_key USING ERRCODE = '22023';
  END IF;
  RETURN ARRAY(SELECT jsonb_array_elements_text(v));
END $$;

-- A date field: JSON null clears it, a 'YYYY-MM-DD' string sets it.
CREATE OR REPLACE FUNCTION campaign_date_field(p_fields jsonb, p_key text)
RETURNS date
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE v text := campaign_text_field(p_fields, p_key);
BEGIN
  IF v IS NULL THEN
    RETURN NULL;
  END IF;
  IF v !~ '^\d{4}-\d{2}-\d{2}$' THEN
    RAISE EXCEPTION '% must be a date like 2026-01-31', p_key USING ERRCODE = '22023';
  END IF;
  BEGIN
    RETURN v::date;
  EXCEPTION WHEN others THEN
    RAISE EXCEPTION '% is not a valid date: %', p_key, v USING ERRCODE = '22023';
  END;
END $$;

-- A whole-number field between p_min and p_max; JSON null answers NULL.
CREATE OR REPLACE FUNCTION campaign_integer_field(p_fields jsonb, p_key text, p_min numeric, p_max numeric)
RETURNS bigint
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE v jsonb := p_fields -> p_key;
BEGIN
  IF jsonb_typeof(v) = 'null' THEN
    RETURN NULL;
  END IF;
  IF jsonb_typeof(v) <> 'number' OR v::numeric <> trunc(v::numeric) OR v::numeric < p_min OR v::numeric > p_max THEN
    RAISE EXCEPTION '% must be a whole number from % to %', p_key, p_min, p_max USING ERRCODE = '22023';
  END IF;
  RETURN v::numeric::bigint;
END $$;

-- PRODUCT.md §4: a key absent from p_fields leaves the column unchanged; a key present with
-- JSON null clears it (lists to '{}', priority_level to 0); 0 is a valid budget; the name
-- and the status cannot be cleared. Answers the updated campaign, or no row when the
-- campaign is not the organization's.
CREATE OR REPLACE FUNCTION update_campaign(p_campaign_id uuid, p_org_id uuid, p_fields jsonb)
RETURNS SETOF campaign_list_item
LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
DECLARE
  r campaigns%ROWTYPE;
  v_old_status text;
  v_key text;
  v_known text[] := ARRAY['name', 'description', 'objectives', 'budget_cents', 'status', 'target_audience',
    'campaign_type', 'marketing_channels', 'content_pillars', 'target_personas', 'success_metrics',
    'competitor_context', 'geographic_target', 'priority_level', 'tags', 'start_date', 'end_date', 'goals'];
BEGIN
  IF p_org_id IS NULL THEN
    RAISE EXCEPTION 'Organization ID is required' USING ERRCODE = '22023';
  END IF;
  p_fields := coalesce(p_fields, '{}'::jsonb);
  IF jsonb_typeof(p_fields) <> 'object' THEN
    RAISE EXCEPTION 'p_fields must be a JSON object' USING ERRCODE = '22023';
  END IF;
  FOR v_key IN SELECT jsonb_object_keys(p_fields) LOOP
    IF NOT v_key = ANY (v_known) THEN
      RAISE EXCEPTION 'Unknown campaign field: %', v_key USING ERRCODE = '22023';
    END IF;
  END LOOP;
  IF NOT can_edit_campaigns(p_org_id) THEN
    RAISE EXCEPTION 'You do not have permission to create or edit campaigns' USING ERRCODE = '42501';
  END IF;

  SELECT * INTO r FROM campaigns c WHERE c.id = p_campaign_id AND c.org_id = p_org_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF p_fields = '{}'::jsonb THEN
    RETURN QUERY SELECT * FROM get_campaign_details(p_campaign_id, p_org_id);
    RETURN;
  END IF;
  v_old_status := r.status;

  IF p_fields ? 'name' THEN
    r.name := trim(coalesce(campaign_text_field(p_fields, 'name'), ''));
    IF r.name = '' THEN
      RAISE EXCEPTION 'Campaign name is required' USING ERRCODE = '22023';
    END IF;
    IF length(r.name) > 120 THEN
      RAISE EXCEPTION 'Campaign name must be at most 120 characters' USING ERRCODE = '22023';
    END IF;
  END IF;
  IF p_fields ? 'status' THEN
    r.status := campaign_text_field(p_fields, 'status');
    IF r.status IS NULL OR r.status NOT IN ('draft', 'active', 'paused', 'completed') THEN
      RAISE EXCEPTION 'status must be one of draft, active, paused, completed' USING ERRCODE = '22023';
    END IF;
  END IF;
  IF p_fields ? 'description' THEN r.description := campaign_text_field(p_fields, 'description'); END IF;
  IF p_fields ? 'objectives' THEN r.objectives := campaign_text_field(p_fields, 'objectives'); END IF;
  IF p_fields ? 'target_audience' THEN r.target_audience := campaign_text_field(p_fields, 'target_audience'); END IF;
  IF p_fields ? 'campaign_type' THEN r.campaign_type := campaign_text_field(p_fields, 'campaign_type'); END IF;
  IF p_fields ? 'competitor_context' THEN r.competitor_context := campaign_text_field(p_fields, 'competitor_context'); END IF;
  IF p_fields ? 'geographic_target' THEN r.geographic_target := campaign_text_field(p_fields, 'geographic_target'); END IF;
  IF p_fields ? 'marketing_channels' THEN r.marketing_channels := campaign_list_field(p_fields, 'marketing_channels'); END IF;
  IF p_fields ? 'content_pillars' THEN r.content_pillars := campaign_list_field(p_fields, 'content_pillars'); END IF;
  IF p_fields ? 'target_personas' THEN r.target_personas := campaign_list_field(p_fields, 'target_personas'); END IF;
  IF p_fields ? 'success_metrics' THEN r.success_metrics := campaign_list_field(p_fields, 'success_metrics'); END IF;
  IF p_fields ? 'goals' THEN r.goals := campaign_list_field(p_fields, 'goals'); END IF;
  IF p_fields ? 'tags' THEN r.tags := campaign_list_field(p_fields, 'tags'); END IF;
  IF p_fields ? 'budget_cents' THEN
    r.budget_cents := campaign_integer_field(p_fields, 'budget_cents', 0, 10000000000000);
  END IF;
  IF p_fields ? 'priority_level' THEN
    r.priority_level := coalesce(campaign_integer_field(p_fields, 'priority_level', 0, 10), 0);
  END IF;
  IF p_fields ? 'start_date' THEN r.start_date := campaign_date_field(p_fields, 'start_date'); END IF;
  IF p_fields ? 'end_date' THEN r.end_date := campaign_date_field(p_fields, 'end_date'); END IF;
  IF r.start_date IS NOT NULL AND r.end_date IS NOT NULL AND r.end_date < r.start_date THEN
    RAISE EXCEPTION 'The end date must be on or after the start date' USING ERRCODE = '22023';
  END IF;

  UPDATE campaigns c SET
    name = r.name, description = r.description, campaign_type = r.campaign_type,
    priority_level = r.priority_level, budget_cents = r.budget_cents, start_date = r.start_date,
    end_date = r.end_date, marketing_channels = r.marketing_channels, geographic_target = r.geographic_target,
    target_audience = r.target_audience, goals = r.goals, success_metrics = r.success_metrics,
    objectives = r.objectives, content_pillars = r.content_pillars, target_personas = r.target_personas,
    competitor_context = r.competitor_context, tags = r.tags, status = r.status, updated_at = now()
  WHERE c.id = r.id;

  INSERT INTO activity_log (org_id, user_id, client_id, action, entity_type, entity_id)
  VALUES (
    p_org_id, app_current_user(), r.client_id,
    CASE WHEN r.status = 'completed' AND v_old_status <> 'completed' THEN 'campaign.completed' ELSE 'campaign.updated' END,
    'campaign', r.id::text
  );

  RETURN QUERY SELECT * FROM get_campaign_details(p_campaign_id, p_org_id);
END $$;

GRANT EXECUTE ON FUNCTION
  get_campaigns_list(uuid, boolean, uuid, text, integer, integer),
  get_campaign_details(uuid, uuid),
  update_campaign(uuid, uuid, jsonb),
  can_edit_campaigns(uuid),
  campaign_text_field(jsonb, text),
  campaign_list_field(jsonb, text),
  campaign_date_field(jsonb, text),
  campaign_integer_field(jsonb, text, numeric, numeric)
TO stratagent_tenant;
