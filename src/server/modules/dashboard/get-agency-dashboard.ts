import { sql, type SQL } from 'drizzle-orm';
import {
  agencyDashboardState,
  describeActivity,
  TEAM_ACTIVITY_WINDOW_DAYS,
  type AgencyDashboard,
  type AgencyDashboardClient,
} from '@/shared/agency-dashboard';
import { campaignAttention, clientAttention } from '@/shared/attention';
import { rankAttention } from '@/shared/attention-ranking';
import { CLIENT_MESSAGES } from '@/shared/clients';
import { PAGE_SIZES } from '@/shared/dashboard';
import { clientScope, type RoleAssignment } from '@/shared/permissions';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { loadClientHealth } from '../client-success/load-health';
import { loadPerformance } from '../performance/load-performance';
import { organizationCurrency } from '../organizations/organization-currency';

type Caller = { orgId: string; userId: string; roles: RoleAssignment[] };

const num = (value: unknown) => Number(value ?? 0);
const iso = (value: Date | string) => new Date(value).toISOString();
const roiPercentage = (revenue: number, spent: number) =>
  spent > 0 ? Math.round(((revenue - spent) / spent) * 1000) / 10 : null;

/**
 * The agency dashboard (seed 000 §2.5): the clients the caller may see, this calendar
 * month's revenue from the campaigns' daily metrics, the active campaigns across clients and
 * the team's latest actions written as sentences. `clientId` narrows the figures to one
 * client; a client outside the organization or the caller's client scope is not found.
 */
export function getAgencyDashboard(
  db: Db,
  caller: Caller,
  opts: { clientId?: string | undefined } = {},
): Promise<AgencyDashboard> {
  return withTenant(db, caller, async (tx) => {
    await requireAgency(tx, caller.orgId);
    const scope = clientScope(caller.roles);
    // The clients the caller may see: the whole organization or their assigned clients.
    const visible: SQL =
      scope === null
        ? sql`true`
        : scope.length === 0
          ? sql`false`
          : sql`cl.id in (${sql.join(
              scope.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`;
    const everyClient = await listVisibleClients(tx, caller.orgId, visible);
    const selectedId = opts.clientId ?? null;
    if (selectedId && !everyClient.some((c) => c.id === selectedId)) {
      throw new AppError('not_found', CLIENT_MESSAGES.notFound);
    }
    const selected: SQL = selectedId ? sql`cl.id = ${selectedId}::uuid` : visible;
    const chosen = selectedId ? everyClient.filter((c) => c.id === selectedId) : everyClient;
    // Seed 000 §9: the dashboard lists 20 clients, the chosen one always among them.
    const clients = everyClient
      .slice(0, PAGE_SIZES.dashboardClients)
      .concat(everyClient.slice(PAGE_SIZES.dashboardClients).filter((c) => c.id === selectedId));

    const [monthRow] = await queryRows<{ month_start: string }>(
      tx,
      sql`select date_trunc('month', current_date)::date::text as month_start`,
    );
    const [campaignCounts] = await queryRows<{ total: string; active: string }>(
      tx,
      sql`select count(*) as total, count(*) filter (where c.status = 'active') as active
          from campaigns c join clients cl on cl.id = c.client_id
          where c.org_id = ${caller.orgId}::uuid and c.archived_at is null
            and cl.archived_at is null and ${selected}`,
    );
    const [activityCount] = await queryRows<{ count: string }>(
      tx,
      sql`select count(*) as count from activity_log a
          left join clients cl on cl.id = a.client_id
          where a.org_id = ${caller.orgId}::uuid
            and a.created_at >= now() - make_interval(days => ${TEAM_ACTIVITY_WINDOW_DAYS})
            and ${activityFilter(scope, selectedId, selected)}`,
    );
    const monthlyRevenue = chosen.reduce((sum, c) => sum + c.monthly_revenue_cents, 0);
    const campaigns = await listActiveCampaigns(tx, caller.orgId, selected);
    const activity = await listActivity(
      tx,
      caller.orgId,
      activityFilter(scope, selectedId, selected),
    );

    return {
      state: agencyDashboardState(everyClient.length),
      client_id: selectedId,
      clients,
      stats: {
        total_clients: chosen.length,
        active_clients: chosen.filter((c) => c.status === 'active').length,
        monthly_revenue_cents: monthlyRevenue,
        avg_revenue_per_client_cents: chosen.length
          ? Math.round(monthlyRevenue / chosen.length)
          : 0,
        active_campaigns: num(campaignCounts?.active),
        total_campaigns: num(campaignCounts?.total),
        team_activity_count: num(activityCount?.count),
        month_start: monthRow!.month_start,
      },
      campaigns,
      activity,
    };
  });
}

async function requireAgency(tx: Tx, orgId: string) {
  const [org] = await queryRows<{ type: string }>(
    tx,
    sql`select type from organizations where id = ${orgId}::uuid`,
  );
  if (org?.type !== 'AGENCY') throw new AppError('forbidden', CLIENT_MESSAGES.agencyOnly);
}

/**
 * Events the caller may see: with no client scope every event (team events carry no
 * client); a scoped caller or a chosen client only the events of those clients.
 */
function activityFilter(scope: string[] | null, selectedId: string | null, selected: SQL): SQL {
  if (scope === null && selectedId === null) return sql`(a.client_id is null or cl.id is not null)`;
  return sql`(cl.id is not null and ${selected})`;
}

/**
 * Every client the caller may see with its figures and why it needs attention (decision
 * 072): those needing it first, most at stake first, then by this month's revenue.
 */
async function listVisibleClients(tx: Tx, orgId: string, visible: SQL) {
  const rows = await queryRows<{
    id: string;
    name: string;
    status: string;
    industry: string | null;
    campaign_count: string;
    active_campaign_count: string;
    monthly_revenue_cents: string;
    budget_cents: string | null;
    spent_cents: string;
  }>(
    tx,
    sql`select cl.id, cl.name, cl.status, cl.industry,
          (select sum(c.budget_cents) from campaigns c
            where c.client_id = cl.id and c.archived_at is null and c.budget_cents is not null)
            as budget_cents,
          coalesce((select sum(c.spent_cents) from campaigns c
            where c.client_id = cl.id and c.archived_at is null and c.budget_cents is not null), 0)
            as spent_cents,
          (select count(*) from campaigns c
            where c.client_id = cl.id and c.archived_at is null) as campaign_count,
          (select count(*) from campaigns c
            where c.client_id = cl.id and c.archived_at is null and c.status = 'active') as active_campaign_count,
          coalesce((select sum(m.revenue_cents) from campaign_daily_metrics m
            join campaigns c on c.id = m.campaign_id
            where c.client_id = cl.id
              and m.date >= date_trunc('month', current_date)::date
              and m.date < (date_trunc('month', current_date) + interval '1 month')::date), 0)
            as monthly_revenue_cents
        from clients cl
        where cl.org_id = ${orgId}::uuid and cl.archived_at is null and ${visible}
        order by monthly_revenue_cents desc, lower(cl.name), cl.id`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const health = new Map(
    (await loadClientHealth(tx, orgId, { clientIds: ids })).map((h) => [h.client_id, h]),
  );
  const campaigns = campaignAttention((await loadPerformance(tx, orgId)).campaigns, {
    currency: await organizationCurrency(tx, orgId),
  });
  // Workflow runs of the client stopped at an approval gate a teammate decides.
  const gates = new Map(
    (
      await queryRows<{ client_id: string; n: number }>(
        tx,
        sql`select s.client_id::text as client_id, count(*)::int as n from workflow_step_runs s
            where s.org_id = ${orgId}::uuid and s.client_id is not null and s.status = 'waiting'
              and s.result->'approval'->>'approver' = 'teammate'
              and s.result->'approval'->>'status' = 'waiting'
            group by s.client_id`,
      )
    ).map((g) => [g.client_id, Number(g.n)]),
  );
  const clients = rows.map((r) => {
    const reasons = clientAttention({
      campaigns: campaigns.filter((c) => c.client_id === r.id),
      health: health.get(r.id) ?? null,
      teammateApprovals: gates.get(r.id) ?? 0,
    });
    return {
      client: {
        id: r.id,
        name: r.name,
        status: r.status,
        industry: r.industry,
        campaign_count: num(r.campaign_count),
        active_campaign_count: num(r.active_campaign_count),
        monthly_revenue_cents: num(r.monthly_revenue_cents),
        budget_cents: r.budget_cents === null ? null : num(r.budget_cents),
        spent_cents: num(r.spent_cents),
        attention: reasons.map(({ kind, text }) => ({ kind, text })),
      } satisfies AgencyDashboardClient,
      // The client's most urgent reason ranks it; a client with none comes after.
      kind: reasons[0]?.kind ?? ('next_step' as const),
      at_stake_cents: reasons.reduce((sum, x) => sum + x.at_stake_cents, 0),
    };
  });
  return rankAttention(clients).map((c) => c.client);
}

async function listActiveCampaigns(tx: Tx, orgId: string, selected: SQL) {
  const rows = await queryRows<{
    id: string;
    name: string;
    status: string;
    client_id: string;
    client_name: string;
    budget_cents: string | null;
    spent_cents: string;
    revenue_cents: string;
  }>(
    tx,
    sql`select c.id, c.name, c.status, c.client_id, cl.name as client_name,
          c.budget_cents, c.spent_cents,
          coalesce((select sum(m.revenue_cents) from campaign_daily_metrics m
            where m.campaign_id = c.id), 0) as revenue_cents
        from campaigns c join clients cl on cl.id = c.client_id
        where c.org_id = ${orgId}::uuid and c.archived_at is null and cl.archived_at is null
          and c.status = 'active' and ${selected}
        order by (c.budget_cents is not null and c.spent_cents > c.budget_cents) desc,
          case when c.spent_cents > c.budget_cents then c.spent_cents::float8 / nullif(c.budget_cents, 0) end desc nulls last,
          c.updated_at desc, c.id
        limit ${PAGE_SIZES.dashboardCampaigns}`,
  );
  return rows.map((r) => {
    const spent = num(r.spent_cents);
    const revenue = num(r.revenue_cents);
    return {
      id: r.id,
      name: r.name,
      status: r.status,
      client_id: r.client_id,
      client_name: r.client_name,
      budget_cents: r.budget_cents === null ? null : num(r.budget_cents),
      spent_cents: spent,
      revenue_cents: revenue,
      roi_percentage: roiPercentage(revenue, spent),
    };
  });
}

async function listActivity(tx: Tx, orgId: string, filter: SQL) {
  const rows = await queryRows<{
    id: string;
    user_name: string;
    user_role: string | null;
    action: string;
    client_name: string | null;
    entity_type: string | null;
    entity_name: string | null;
    timestamp: Date | string;
  }>(
    tx,
    sql`select a.id, coalesce(u.name, 'A former teammate') as user_name,
          (select r.role_name from user_roles r where r.user_id = a.user_id and r.org_id = a.org_id
            order by (r.client_id is null) desc, r.created_at limit 1) as user_role,
          a.action, cl.name as client_name, a.entity_type,
          case a.entity_type
            when 'campaign' then (select c.name from campaigns c
              where c.org_id = a.org_id and c.id::text = a.entity_id)
            when 'client' then (select ec.name from clients ec
              where ec.org_id = a.org_id and ec.id::text = a.entity_id)
          end as entity_name,
          a.created_at as timestamp
        from activity_log a
        left join users u on u.id = a.user_id
        left join clients cl on cl.id = a.client_id and cl.org_id = a.org_id
        where a.org_id = ${orgId}::uuid and ${filter}
        order by a.created_at desc, a.id
        limit ${PAGE_SIZES.activityMax}`,
  );
  return rows.map((r) => ({
    id: r.id,
    user_name: r.user_name,
    user_role: r.user_role,
    action: r.action,
    client_name: r.client_name,
    entity_name: r.entity_name,
    description: describeActivity(r),
    timestamp: iso(r.timestamp),
  }));
}
