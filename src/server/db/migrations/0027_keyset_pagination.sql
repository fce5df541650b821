-- Keyset pagination and the indexes of the hot paths (issue 10, decision 036).
--
-- A list past one page starts after the last row it answered (its sort key plus id, the
-- tie-breaker) instead of skipping `offset` rows, so a deep page costs what the first one
-- does. Each list's index leads with org_id, the column of the Row-Level Security predicate
-- (org_id = app_current_org()), then follows the list's order to the id, so one index range
-- scan answers a page without sorting the organization's rows.

-- get_campaigns_list (seed 000 §7.3) with a keyset position: the rows after
-- (p_after_priority, p_after_created_at, p_after_id) in the list's order, priority
-- descending, newest first, id ascending. The row comparison is what the index can seek
-- on; the NOT excludes the rows of the same priority and instant up to the cursor's id.
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
    AND (p_after_id IS NULL OR (
      (c.priority_level, c.created_at) <= (p_after_priority, p_after_created_at)
      AND NOT (c.priority_level = p_after_priority AND c.created_at = p_after_created_at
        AND c.id <= p_after_id)))
  ORDER BY c.priority_level DESC, c.created_at DESC, c.id
  LIMIT greatest(coalesce(p_limit, 100), 0)
  OFFSET greatest(coalesce(p_offset, 0), 0)
$$;

-- The seed's procedure keeps its parameters and answers: it is the first position.
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
  SELECT * FROM get_campaigns_page(p_org_id, p_include_archived, p_client_id, p_status, p_limit, p_offset,
    NULL, NULL, NULL)
$$;

GRANT EXECUTE ON FUNCTION
  get_campaigns_page(uuid, boolean, uuid, text, integer, integer, integer, timestamptz, uuid)
TO stratagent_tenant;

-- get_clients_list (seed 000 §7.3) with a keyset position: the clients after
-- (p_after_created_at, p_after_id), newest first, id ascending. Up to 101 rows: a page of
-- 100 and the one more that tells the server a next page exists.
CREATE OR REPLACE FUNCTION get_clients_page(
  p_org_id uuid,
  p_include_archived boolean,
  p_status text,
  p_limit integer,
  p_offset integer,
  p_client_ids uuid[],
  p_after_created_at timestamptz,
  p_after_id uuid
)
RETURNS SETOF client_list_item
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  SELECT cl.id, cl.org_id, cl.name, cl.status, cl.industry, cl.contact_name, cl.contact_email, cl.website,
    cl.notes, cl.monthly_retainer_cents, cl.brand_kit, cl.client_info, cl.created_at, cl.updated_at,
    cl.archived_at, coalesce(cp.campaign_count, 0), coalesce(cp.active_count, 0), coalesce(cp.campaigns, '[]'::jsonb)
  FROM clients cl
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS campaign_count,
      (count(*) FILTER (WHERE c.status = 'active'))::int AS active_count,
      jsonb_agg(jsonb_build_object('id', c.id, 'status', c.status) ORDER BY c.created_at DESC, c.id) AS campaigns
    FROM campaigns c
    WHERE c.client_id = cl.id AND c.org_id = cl.org_id AND c.archived_at IS NULL
  ) cp ON true
  WHERE cl.org_id = p_org_id
    AND (coalesce(p_include_archived, false) OR cl.archived_at IS NULL)
    AND (p_status IS NULL OR cl.status = p_status)
    AND (p_client_ids IS NULL OR cl.id = ANY (p_client_ids))
    AND (p_after_id IS NULL OR (
      cl.created_at <= p_after_created_at
      AND NOT (cl.created_at = p_after_created_at AND cl.id <= p_after_id)))
  ORDER BY cl.created_at DESC, cl.id
  LIMIT least(greatest(coalesce(p_limit, 50), 0), 101)
  OFFSET greatest(coalesce(p_offset, 0), 0)
$$;

-- The seed's procedure keeps its parameters and answers (at most 100 a page).
CREATE OR REPLACE FUNCTION get_clients_list(
  p_org_id uuid,
  p_include_archived boolean DEFAULT false,
  p_status text DEFAULT NULL,
  p_limit integer DEFAULT 50,
  p_offset integer DEFAULT 0,
  p_client_ids uuid[] DEFAULT NULL
)
RETURNS SETOF client_list_item
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  SELECT * FROM get_clients_page(p_org_id, p_include_archived, p_status,
    least(greatest(coalesce(p_limit, 50), 0), 100), p_offset, p_client_ids, NULL, NULL)
$$;

GRANT EXECUTE ON FUNCTION
  get_clients_page(uuid, boolean, text, integer, integer, uuid[], timestamptz, uuid)
TO stratagent_tenant;

-- Campaigns: the list of live campaigns, and an organization's campaigns of one client
-- (agency workspaces list and count them). The list's index is partial rather than led by
-- (org_id, archived_at): `archived_at IS NULL` is not an equality, so the planner could not
-- read such an index in the list's order and sorted every campaign of the organization
-- instead (40 ms for 10 000 campaigns on PGlite).
DROP INDEX campaigns_org_idx;
CREATE INDEX campaigns_org_live_list_idx
  ON campaigns(org_id, priority_level DESC, created_at DESC, id)
  WHERE archived_at IS NULL;
CREATE INDEX campaigns_org_client_idx
  ON campaigns(org_id, client_id, priority_level DESC, created_at DESC, id);

-- Outputs (latest first), sessions (latest activity first), clients (newest first).
DROP INDEX agent_outputs_org_idx;
CREATE INDEX agent_outputs_org_list_idx ON agent_outputs(org_id, created_at DESC, id);
DROP INDEX agent_sessions_org_idx;
CREATE INDEX agent_sessions_org_list_idx ON agent_sessions(org_id, updated_at DESC, id);
DROP INDEX clients_org_idx;
CREATE INDEX clients_org_list_idx ON clients(org_id, created_at DESC, id);

-- The outputs of one campaign, within the organization (the campaign page's outputs).
CREATE INDEX agent_outputs_org_campaign_idx
  ON agent_outputs(org_id, campaign_id, created_at DESC, id);

-- A campaign's days (the campaign page's metrics), within the organization: one range scan
-- instead of intersecting the campaign's days with every day of the organization.
CREATE INDEX campaign_daily_metrics_org_campaign_idx
  ON campaign_daily_metrics(org_id, campaign_id, date);

-- The client scope's "no scope" test, inlined into every client_scope policy (0020), is
-- written as a comparison the planner estimates at a third of the rows rather than an
-- equality it estimates at half a percent. With the equality, the planner expected 50 of
-- an organization's 10 000 campaigns to pass the policies and chose a full scan and a sort
-- over reading the first page from an index. Same answer: a scope is '' or a list of ids.
CREATE OR REPLACE FUNCTION app_client_restricted() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT length(coalesce(current_setting('app.client_ids', true), '')) > 0
$$;
