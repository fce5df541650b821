-- Feature unlocks are the organization's (seed 000 §4: they come from
-- get_dashboard_metrics_cached(p_org_id)), but a member held to some clients reads that
-- procedure through the client scope (0020) and so got their clients' narrower counts: an
-- agency's account manager saw Content, ROI & Budget, Campaign Planning, Client Success and
-- White Label locked while the agency's owner had them. This answers the organization's own
-- counts to any member of it, whatever their client scope: numbers only, never a row.
-- SECURITY INVOKER with the client scope lifted for the call (the SET clause restores it on
-- return), so the organization's policies (app.org_id) still hold every table it counts.
CREATE OR REPLACE FUNCTION org_unlock_counts(p_org_id uuid)
RETURNS TABLE (
  campaign_count integer,
  document_count integer,
  total_ai_interactions integer,
  client_count integer,
  organization_type text
)
LANGUAGE sql VOLATILE SECURITY INVOKER SET app.client_ids = '' AS $$
  SELECT m.campaign_count, m.document_count, m.total_ai_interactions, m.client_count,
         m.organization_type
    FROM get_dashboard_metrics_cached(p_org_id) m
   WHERE p_org_id = app_current_org()
$$;
REVOKE ALL ON FUNCTION org_unlock_counts(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION org_unlock_counts(uuid) TO stratagent_tenant;
