-- Dashboard data (seed 000 §3, §7.3): the organization's metrics, cached, and its
-- intelligence readiness. Both run as the caller (SECURITY INVOKER): inside a tenant
-- transaction Row-Level Security limits them to the caller's organization, and for any
-- other organization they answer no row.

-- Counts and sums behind the dashboards, computed from the tables. Money is in cents;
-- sums are double precision so that drivers hand them over as numbers (exact to 2^53).
CREATE OR REPLACE FUNCTION compute_dashboard_metrics(p_org_id uuid)
RETURNS jsonb
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  WITH
  org AS (SELECT id, type FROM organizations WHERE id = p_org_id),
  c AS (
    SELECT count(*)::int AS campaign_count,
      (count(*) FILTER (WHERE status = 'active'))::int AS active_campaigns,
      (count(*) FILTER (WHERE status = 'completed'))::int AS completed_campaigns,
      coalesce(sum(budget_cents), 0)::double precision AS total_budget,
      coalesce(sum(spent_cents), 0)::double precision AS total_spent,
      max(updated_at) AS last_update
    FROM campaigns WHERE org_id = p_org_id AND archived_at IS NULL
  ),
  cl AS (
    SELECT count(*)::int AS client_count, (count(*) FILTER (WHERE status = 'active'))::int AS active_clients
    FROM clients WHERE org_id = p_org_id AND archived_at IS NULL
  ),
  u AS (
    SELECT count(*)::int AS team_member_count,
      (count(*) FILTER (WHERE created_at > now() - interval '30 days'))::int AS new_members_30d
    FROM users WHERE org_id = p_org_id
  ),
  d AS (SELECT count(*)::int AS document_count FROM documents WHERE org_id = p_org_id),
  ai AS (SELECT count(*)::int AS total_ai_interactions FROM ai_interactions WHERE org_id = p_org_id),
  rev AS (
    SELECT coalesce(sum(revenue_cents), 0)::double precision AS total_revenue
    FROM campaign_daily_metrics WHERE org_id = p_org_id
  ),
  act AS (SELECT max(created_at) AS last_logged FROM activity_log WHERE org_id = p_org_id),
  outp AS (SELECT max(updated_at) AS last_output FROM agent_outputs WHERE org_id = p_org_id)
  SELECT jsonb_build_object(
    'campaign_count', c.campaign_count,
    'active_campaigns', c.active_campaigns,
    'completed_campaigns', c.completed_campaigns,
    'total_budget', c.total_budget,
    'total_spent', c.total_spent,
    'budget_utilization_percentage',
      CASE WHEN c.total_budget > 0 THEN round((c.total_spent * 100 / c.total_budget)::numeric, 1)::double precision ELSE 0 END,
    'client_count', cl.client_count,
    'active_clients', cl.active_clients,
    'team_member_count', u.team_member_count,
    'new_members_30d', u.new_members_30d,
    'last_activity', greatest(act.last_logged, c.last_update, outp.last_output),
    'organization_type', org.type,
    'document_count', d.document_count,
    'total_ai_interactions', ai.total_ai_interactions,
    'total_revenue', rev.total_revenue,
    'avg_client_value', CASE WHEN cl.client_count > 0 THEN round((rev.total_revenue / cl.client_count)::numeric)::double precision ELSE 0 END
  )
  FROM org, c, cl, u, d, ai, rev, act, outp
$$;

-- get_dashboard_metrics_cached (seed 000 §7.3): the cached row when it is younger than two
-- minutes (triggers from 0003 drop it whenever what it counts changes), otherwise freshly
-- computed and stored. The TTL also bounds a race in which a reader stores numbers computed
-- just before a concurrent write committed.
CREATE OR REPLACE FUNCTION get_dashboard_metrics_cached(p_org_id uuid)
RETURNS TABLE (
  campaign_count integer,
  active_campaigns integer,
  completed_campaigns integer,
  total_budget double precision,
  total_spent double precision,
  budget_utilization_percentage double precision,
  client_count integer,
  active_clients integer,
  team_member_count integer,
  new_members_30d integer,
  last_activity timestamptz,
  organization_type text,
  document_count integer,
  total_ai_interactions integer,
  total_revenue double precision,
  avg_client_value double precision
)
LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
DECLARE
  m jsonb;
BEGIN
  PERFORM 1 FROM organizations WHERE id = p_org_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT cache.metrics INTO m FROM dashboard_metrics_cache cache
  WHERE cache.org_id = p_org_id AND cache.computed_at > now() - interval '2 minutes';
  IF m IS NULL THEN
    m := compute_dashboard_metrics(p_org_id);
    INSERT INTO dashboard_metrics_cache AS cache (org_id, metrics, computed_at)
    VALUES (p_org_id, m, now())
    ON CONFLICT (org_id) DO UPDATE SET metrics = EXCLUDED.metrics, computed_at = EXCLUDED.computed_at;
  END IF;
  RETURN QUERY SELECT
    (m->>'campaign_count')::int,
    (m->>'active_campaigns')::int,
    (m->>'completed_campaigns')::int,
    (m->>'total_budget')::double precision,
    (m->>'total_spent')::double precision,
    (m->>'budget_utilization_percentage')::double precision,
    (m->>'client_count')::int,
    (m->>'active_clients')::int,
    (m->>'team_member_count')::int,
    (m->>'new_members_30d')::int,
    (m->>'last_activity')::timestamptz,
    m->>'organization_type',
    (m->>'document_count')::int,
    (m->>'total_ai_interactions')::int,
    (m->>'total_revenue')::double precision,
    (m->>'avg_client_value')::double precision;
END $$;

-- get_intelligence_readiness (seed 000 §3, §4): which foundation outputs exist. Each of the
-- four kinds is worth 25 points; the organization is ready for campaigns once it has a
-- strategy, personas and a marketing strategy.
CREATE OR REPLACE FUNCTION get_intelligence_readiness(p_org_id uuid)
RETURNS TABLE (
  has_strategy boolean,
  has_persona boolean,
  has_marketing_strategy boolean,
  has_content boolean,
  total_outputs integer,
  readiness_score integer,
  is_ready boolean
)
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  WITH f AS (
    SELECT
      coalesce(bool_or(o.agent_type = 'strategy'), false) AS s,
      coalesce(bool_or(o.agent_type = 'persona'), false) AS p,
      coalesce(bool_or(o.agent_type = 'marketing_strategy'), false) AS ms,
      coalesce(bool_or(o.agent_type = 'content'), false) AS ct,
      count(o.id)::int AS n
    FROM agent_outputs o
    WHERE o.org_id = p_org_id AND o.saved
  )
  SELECT f.s, f.p, f.ms, f.ct, f.n,
    (25 * (f.s::int + f.p::int + f.ms::int + f.ct::int))::int,
    f.s AND f.p AND f.ms
  FROM organizations org, f
  WHERE org.id = p_org_id
$$;

GRANT EXECUTE ON FUNCTION compute_dashboard_metrics(uuid), get_dashboard_metrics_cached(uuid),
  get_intelligence_readiness(uuid) TO stratagent_tenant;
