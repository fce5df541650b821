-- Clients of an agency (issue 9, seed 000 §3, §7.3, §7.4): contact fields and notes, a listing
-- index, and the four client procedures. All are SECURITY INVOKER: they run as the caller in
-- the caller's tenant transaction, so Row-Level Security (organization and client scope)
-- applies to every row they read; they filter by p_org_id as well.
-- Money is in cents; sums are double precision so that both drivers hand them over as numbers.
-- Archived campaigns leave the counts, budgets and campaign lists; the days they recorded
-- still count in revenue and metrics (decision 023: recorded results stay results).
-- Validation failures raise 22023 and "agencies only" raises 42501 with a message meant for
-- the user; the server answers them with 400 and 403.

ALTER TABLE clients
  ADD COLUMN contact_name text,
  ADD COLUMN contact_email text,
  ADD COLUMN website text,
  ADD COLUMN notes text;

CREATE INDEX clients_listing_idx ON clients(org_id, archived_at, status, created_at DESC);

-- A client as the procedures answer it: the table's columns plus its campaigns.
CREATE TYPE client_list_item AS (
  id uuid,
  org_id uuid,
  name text,
  status text,
  industry text,
  contact_name text,
  contact_email text,
  website text,
  notes text,
  monthly_retainer_cents bigint,
  brand_kit jsonb,
  client_info jsonb,
  created_at timestamptz,
  updated_at timestamptz,
  archived_at timestamptz,
  campaign_count integer,
  active_campaign_count integer,
  campaigns jsonb
);

-- Totals of a set of daily metrics and their ratios, computed exactly as summarizeMetrics in
-- src/shared/campaign-metrics.ts does (same float arithmetic, Math.round = floor(x + 0.5)):
-- CTR and conversion rate in percent, CPA in cents, ROAS as a multiple, ROI in percent,
-- each null when its denominator is 0.
CREATE OR REPLACE FUNCTION client_metric_totals(
  p_impressions double precision,
  p_clicks double precision,
  p_conversions double precision,
  p_spend double precision,
  p_revenue double precision
)
RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'impressions', coalesce(p_impressions, 0),
    'clicks', coalesce(p_clicks, 0),
    'conversions', coalesce(p_conversions, 0),
    'spend_cents', coalesce(p_spend, 0),
    'revenue_cents', coalesce(p_revenue, 0),
    'ctr', CASE WHEN p_impressions > 0 THEN floor(p_clicks / p_impressions * 100 * 100 + 0.5) / 100 END,
    'conversion_rate', CASE WHEN p_clicks > 0 THEN floor(p_conversions / p_clicks * 100 * 100 + 0.5) / 100 END,
    'cpa_cents', CASE WHEN p_conversions > 0 THEN floor(p_spend / p_conversions + 0.5) END,
    'roas', CASE WHEN p_spend > 0 THEN floor(p_revenue / p_spend * 100 + 0.5) / 100 END,
    'roi_percentage', CASE WHEN p_spend > 0 THEN floor((p_revenue - p_spend) / p_spend * 100 * 100 + 0.5) / 100 END
  )
$$;

-- The reporting period: p_from..p_to, by default the last 30 days up to today (UTC).
CREATE OR REPLACE FUNCTION client_period(p_from date, p_to date)
RETURNS TABLE (period_from date, period_to date)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_to date := coalesce(p_to, (now() AT TIME ZONE 'UTC')::date);
  v_from date := coalesce(p_from, v_to - 29);
BEGIN
  IF v_from > v_to THEN
    RAISE EXCEPTION 'The start of the period must be on or before its end' USING ERRCODE = '22023';
  END IF;
  IF v_to - v_from > 3660 THEN
    RAISE EXCEPTION 'The period can be at most 10 years long' USING ERRCODE = '22023';
  END IF;
  RETURN QUERY SELECT v_from, v_to;
END $$;

-- Seed 000 §7.3/§7.4: newest first; archived clients only on request; 50 per page by default.
-- p_client_ids (beyond the seed) narrows the list to some clients: the server passes the
-- caller's client scope, and reads one client with it.
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
  ORDER BY cl.created_at DESC, cl.id
  LIMIT least(greatest(coalesce(p_limit, 50), 0), 100)
  OFFSET greatest(coalesce(p_offset, 0), 0)
$$;

-- A client's dashboard: its campaigns, budget and spend, work, this calendar month's revenue
-- (UTC) and last activity. No row when the client is not the organization's.
CREATE OR REPLACE FUNCTION get_client_dashboard(p_client_id uuid, p_org_id uuid)
RETURNS TABLE (
  client jsonb,
  campaign_count integer,
  active_campaigns integer,
  completed_campaigns integer,
  total_budget_cents double precision,
  total_spent_cents double precision,
  budget_utilization_percentage double precision,
  output_count integer,
  document_count integer,
  session_count integer,
  revenue_this_month_cents double precision,
  last_activity timestamptz,
  recent_campaigns jsonb,
  recent_outputs jsonb
)
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  WITH
  cl AS (SELECT * FROM get_clients_list(p_org_id, true, NULL, 1, 0, ARRAY[p_client_id])),
  c AS (
    SELECT count(*)::int AS campaign_count,
      (count(*) FILTER (WHERE status = 'active'))::int AS active_campaigns,
      (count(*) FILTER (WHERE status = 'completed'))::int AS completed_campaigns,
      coalesce(sum(budget_cents), 0)::double precision AS total_budget,
      coalesce(sum(spent_cents), 0)::double precision AS total_spent,
      max(updated_at) AS last_update
    FROM campaigns WHERE org_id = p_org_id AND client_id = p_client_id AND archived_at IS NULL
  ),
  o AS (
    SELECT count(*)::int AS output_count, max(updated_at) AS last_output
    FROM agent_outputs WHERE org_id = p_org_id AND client_id = p_client_id AND saved
  ),
  d AS (SELECT count(*)::int AS document_count FROM documents WHERE org_id = p_org_id AND client_id = p_client_id),
  s AS (SELECT count(*)::int AS session_count FROM agent_sessions WHERE org_id = p_org_id AND client_id = p_client_id),
  rev AS (
    SELECT coalesce(sum(m.revenue_cents), 0)::double precision AS revenue
    FROM campaign_daily_metrics m
    JOIN campaigns c ON c.id = m.campaign_id AND c.org_id = p_org_id
    WHERE m.org_id = p_org_id AND c.client_id = p_client_id
      AND m.date >= date_trunc('month', now() AT TIME ZONE 'UTC')::date
      AND m.date < (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month')::date
  ),
  act AS (SELECT max(created_at) AS last_logged FROM activity_log WHERE org_id = p_org_id AND client_id = p_client_id)
  SELECT to_jsonb(cl.*) || jsonb_build_object(
      'monthly_retainer_cents', cl.monthly_retainer_cents::double precision,
      'created_at', to_char(cl.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updated_at', to_char(cl.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'archived_at', to_char(cl.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    c.campaign_count, c.active_campaigns, c.completed_campaigns, c.total_budget, c.total_spent,
    CASE WHEN c.total_budget > 0 THEN round((c.total_spent * 100 / c.total_budget)::numeric, 1)::double precision ELSE 0 END,
    o.output_count, d.document_count, s.session_count, rev.revenue,
    greatest(act.last_logged, c.last_update, o.last_output),
    coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name, 'status', x.status,
          'budget_cents', x.budget_cents::double precision, 'spent_cents', x.spent_cents::double precision)
        ORDER BY x.updated_at DESC, x.id)
      FROM (
        SELECT * FROM campaigns
        WHERE org_id = p_org_id AND client_id = p_client_id AND archived_at IS NULL
        ORDER BY updated_at DESC, id LIMIT 5
      ) x
    ), '[]'::jsonb),
    coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', y.id, 'title', y.title, 'agent_type', y.agent_type,
          'created_at', to_char(y.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        ORDER BY y.created_at DESC, y.id)
      FROM (
        SELECT * FROM agent_outputs
        WHERE org_id = p_org_id AND client_id = p_client_id AND saved
        ORDER BY created_at DESC, id LIMIT 5
      ) y
    ), '[]'::jsonb)
  FROM cl, c, o, d, s, rev, act
$$;

-- A client's performance over a period (by default the last 30 days): its campaigns' daily
-- metrics added up per date, the period's totals, and each campaign's totals (its current
-- campaigns, and archived ones that recorded days in the period, marked archived).
CREATE OR REPLACE FUNCTION get_client_performance(
  p_client_id uuid,
  p_org_id uuid,
  p_from date DEFAULT NULL,
  p_to date DEFAULT NULL
)
RETURNS TABLE (
  client_id uuid,
  "from" text,
  "to" text,
  totals jsonb,
  daily jsonb,
  campaigns jsonb
)
LANGUAGE sql STABLE SECURITY INVOKER AS $$
  WITH
  period AS (SELECT * FROM client_period(p_from, p_to)),
  cl AS (SELECT id FROM clients WHERE id = p_client_id AND org_id = p_org_id),
  camp AS (
    SELECT c.id, c.name, c.status, c.created_at, c.archived_at IS NOT NULL AS archived FROM campaigns c
    WHERE c.org_id = p_org_id AND c.client_id = p_client_id
  ),
  m AS (
    SELECT m.* FROM campaign_daily_metrics m
    JOIN camp ON camp.id = m.campaign_id, period
    WHERE m.org_id = p_org_id AND m.date BETWEEN period.period_from AND period.period_to
  ),
  per_day AS (
    SELECT date, sum(impressions)::double precision AS impressions, sum(clicks)::double precision AS clicks,
      sum(conversions)::double precision AS conversions, sum(spend_cents)::double precision AS spend,
      sum(revenue_cents)::double precision AS revenue
    FROM m GROUP BY date
  ),
  per_campaign AS (
    SELECT camp.id, camp.name, camp.status, camp.created_at, camp.archived, count(m.id) AS days,
      coalesce(sum(m.impressions), 0)::double precision AS impressions,
      coalesce(sum(m.clicks), 0)::double precision AS clicks,
      coalesce(sum(m.conversions), 0)::double precision AS conversions,
      coalesce(sum(m.spend_cents), 0)::double precision AS spend,
      coalesce(sum(m.revenue_cents), 0)::double precision AS revenue
    FROM camp LEFT JOIN m ON m.campaign_id = camp.id
    GROUP BY camp.id, camp.name, camp.status, camp.created_at, camp.archived
  )
  SELECT cl.id, period.period_from::text, period.period_to::text,
    (SELECT client_metric_totals(coalesce(sum(impressions), 0), coalesce(sum(clicks), 0),
        coalesce(sum(conversions), 0), coalesce(sum(spend), 0), coalesce(sum(revenue), 0)) FROM per_day),
    coalesce((
      SELECT jsonb_agg(jsonb_build_object('date', date::text, 'impressions', impressions, 'clicks', clicks,
          'conversions', conversions, 'spend_cents', spend, 'revenue_cents', revenue) ORDER BY date)
      FROM per_day
    ), '[]'::jsonb),
    coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name, 'status', status, 'archived', archived)
          || client_metric_totals(impressions, clicks, conversions, spend, revenue)
        ORDER BY revenue DESC, created_at DESC, id)
      FROM per_campaign
      WHERE NOT archived OR days > 0
    ), '[]'::jsonb)
  FROM cl, period
$$;

-- Seed 000 §7.3, agencies only: each client's totals over the period (by default the last 30
-- days) and the agency's totals over those clients. Archived clients are left out; archived
-- campaigns count in the metrics, not in the campaign counts.
CREATE OR REPLACE FUNCTION get_cross_client_analytics(
  p_org_id uuid,
  p_from date DEFAULT NULL,
  p_to date DEFAULT NULL
)
RETURNS TABLE (
  "from" text,
  "to" text,
  totals jsonb,
  clients jsonb
)
LANGUAGE plpgsql STABLE SECURITY INVOKER AS $$
#variable_conflict use_column
DECLARE
  v_from date;
  v_to date;
BEGIN
  PERFORM 1 FROM organizations o WHERE o.id = p_org_id AND o.type = 'AGENCY';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Clients are available to agency organizations only.' USING ERRCODE = '42501';
  END IF;
  SELECT period_from, period_to INTO v_from, v_to FROM client_period(p_from, p_to);
  RETURN QUERY
  WITH
  cl AS (
    SELECT x.id, x.name, x.status, x.industry, x.created_at FROM clients x
    WHERE x.org_id = p_org_id AND x.archived_at IS NULL
  ),
  camp AS (
    SELECT c.id, c.client_id, c.status, c.archived_at FROM campaigns c
    JOIN cl ON cl.id = c.client_id
    WHERE c.org_id = p_org_id
  ),
  counts AS (
    SELECT camp.client_id, count(*)::int AS campaign_count,
      (count(*) FILTER (WHERE camp.status = 'active'))::int AS active_campaigns
    FROM camp WHERE camp.archived_at IS NULL GROUP BY camp.client_id
  ),
  sums AS (
    SELECT camp.client_id,
      sum(m.impressions)::double precision AS impressions, sum(m.clicks)::double precision AS clicks,
      sum(m.conversions)::double precision AS conversions, sum(m.spend_cents)::double precision AS spend,
      sum(m.revenue_cents)::double precision AS revenue
    FROM campaign_daily_metrics m JOIN camp ON camp.id = m.campaign_id
    WHERE m.org_id = p_org_id AND m.date BETWEEN v_from AND v_to
    GROUP BY camp.client_id
  ),
  per_client AS (
    SELECT cl.id, cl.name, cl.status, cl.industry, cl.created_at,
      coalesce(counts.campaign_count, 0) AS campaign_count,
      coalesce(counts.active_campaigns, 0) AS active_campaigns,
      coalesce(sums.impressions, 0) AS impressions, coalesce(sums.clicks, 0) AS clicks,
      coalesce(sums.conversions, 0) AS conversions, coalesce(sums.spend, 0) AS spend,
      coalesce(sums.revenue, 0) AS revenue
    FROM cl
    LEFT JOIN counts ON counts.client_id = cl.id
    LEFT JOIN sums ON sums.client_id = cl.id
  )
  SELECT v_from::text, v_to::text,
    (SELECT client_metric_totals(coalesce(sum(p.impressions), 0), coalesce(sum(p.clicks), 0),
        coalesce(sum(p.conversions), 0), coalesce(sum(p.spend), 0), coalesce(sum(p.revenue), 0)) FROM per_client p),
    coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'status', p.status, 'industry', p.industry,
          'campaign_count', p.campaign_count, 'active_campaigns', p.active_campaigns)
          || client_metric_totals(p.impressions, p.clicks, p.conversions, p.spend, p.revenue)
        ORDER BY p.revenue DESC, p.created_at DESC, p.id)
      FROM per_client p
    ), '[]'::jsonb);
END $$;

GRANT EXECUTE ON FUNCTION
  client_metric_totals(double precision, double precision, double precision, double precision, double precision),
  client_period(date, date),
  get_clients_list(uuid, boolean, text, integer, integer, uuid[]),
  get_client_dashboard(uuid, uuid),
  get_client_performance(uuid, uuid, date, date),
  get_cross_client_analytics(uuid, date, date)
TO stratagent_tenant;
