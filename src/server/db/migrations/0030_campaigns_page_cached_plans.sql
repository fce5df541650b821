-- get_campaigns_page (0027) with the same parameters and answers, in PL/pgSQL so that its
-- statements keep their plans (decision 038). As a SQL function it was inlined into every
-- caller's query and planned again at each call: on PGlite the planning took 0.6 ms of the
-- 1 ms a page of the campaigns list cost. PL/pgSQL prepares each statement once per session
-- and, after five calls, reuses a generic plan when it costs no more than planning afresh.
--
-- The campaigns page's own requests (live campaigns, no client or status filter, the first
-- page or the one after a cursor) get statements of their own, whose generic plans read
-- campaigns_org_live_list_idx in the list's order whatever the organization. Every other
-- combination keeps the general statement, with one OR per optional filter: no generic plan
-- suits it, so PostgreSQL goes on planning it for each call's values, as before.
CREATE OR REPLACE FUNCTION get_campaigns_page(
  p_org_id uuid,
  p_include_archived boolean,
  p_client_id uuid,
  p_status text,
  p_limit integer,
  p_offset integer,
  p_after_priority integer,
  p_after_created_at timestamptz,
  p_after_id uuid
)
RETURNS SETOF campaign_list_item
LANGUAGE plpgsql STABLE SECURITY INVOKER AS $$
BEGIN
  IF NOT coalesce(p_include_archived, false) AND p_client_id IS NULL AND p_status IS NULL THEN
    IF p_after_id IS NULL THEN
      RETURN QUERY
      SELECT c.id, c.org_id, c.client_id, cl.name, c.name, c.description, c.campaign_type, c.priority_level,
        c.budget_cents, c.spent_cents, c.start_date, c.end_date, c.marketing_channels, c.geographic_target,
        c.target_audience, c.goals, c.success_metrics, c.objectives, c.content_pillars, c.target_personas,
        c.competitor_context, c.tags, c.status, c.created_at, c.updated_at, c.created_by, c.archived_at
      FROM campaigns c
      LEFT JOIN clients cl ON cl.id = c.client_id
      WHERE c.org_id = p_org_id AND c.archived_at IS NULL
      ORDER BY c.priority_level DESC, c.created_at DESC, c.id
      LIMIT greatest(coalesce(p_limit, 100), 0)
      OFFSET greatest(coalesce(p_offset, 0), 0);
      RETURN;
    END IF;
    RETURN QUERY
    SELECT c.id, c.org_id, c.client_id, cl.name, c.name, c.description, c.campaign_type, c.priority_level,
      c.budget_cents, c.spent_cents, c.start_date, c.end_date, c.marketing_channels, c.geographic_target,
      c.target_audience, c.goals, c.success_metrics, c.objectives, c.content_pillars, c.target_personas,
      c.competitor_context, c.tags, c.status, c.created_at, c.updated_at, c.created_by, c.archived_at
    FROM campaigns c
    LEFT JOIN clients cl ON cl.id = c.client_id
    WHERE c.org_id = p_org_id AND c.archived_at IS NULL
      AND (c.priority_level, c.created_at) <= (p_after_priority, p_after_created_at)
      AND NOT (c.priority_level = p_after_priority AND c.created_at = p_after_created_at
        AND c.id <= p_after_id)
    ORDER BY c.priority_level DESC, c.created_at DESC, c.id
    LIMIT greatest(coalesce(p_limit, 100), 0)
    OFFSET greatest(coalesce(p_offset, 0), 0);
    RETURN;
  END IF;
  RETURN QUERY
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
    AND (p_after_id IS NULL OR (
      (c.priority_level, c.created_at) <= (p_after_priority, p_after_created_at)
      AND NOT (c.priority_level = p_after_priority AND c.created_at = p_after_created_at
        AND c.id <= p_after_id)))
  ORDER BY c.priority_level DESC, c.created_at DESC, c.id
  LIMIT greatest(coalesce(p_limit, 100), 0)
  OFFSET greatest(coalesce(p_offset, 0), 0);
END
$$;
