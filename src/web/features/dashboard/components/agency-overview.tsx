import {
  Activity,
  AlertTriangle,
  BarChart3,
  Building2,
  FolderKanban,
  Megaphone,
  Plus,
  Settings2,
  Trophy,
  Users,
  Wallet,
} from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AGENCY_DASHBOARD_MESSAGES,
  type AgencyDashboard,
  type AgencyDashboardClient,
} from '@/shared/agency-dashboard';
import { clientStatusTone } from '@/shared/client-status';
import { DASHBOARD_MESSAGES, DISPLAY_COUNTS } from '@/shared/dashboard';
import { RelativeTime } from '@/web/components/ui/relative-time';
import { roleLabel } from '@/shared/role-labels';
import { BudgetProgress } from '@/web/components/budget-progress';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { LoadingState } from '@/web/components/ui/spinner';
import { useActiveClient } from '@/web/lib/active-client';
import { cn } from '@/web/lib/utils';
import { useAgencyDashboard } from '../api/get-agency-dashboard';
import { StatCard } from './stat-card';
import { useMoney } from '@/web/lib/money';

type Abilities = { canManageClients: boolean; canCreateCampaigns: boolean };

/** Reasons a portfolio card lists before "and N more". */
const ATTENTION_REASONS_SHOWN = 3;

const statusVariant = (status: string) => {
  const tone = clientStatusTone(status);
  return tone === 'neutral' ? 'outline' : tone;
};
const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The agency dashboard (seed 000 §2.5): 'Add Your First Client' while the agency has no
 * clients ('onboarding'), otherwise ('enterprise') the client dropdown, the figures, the
 * client portfolio, the top client, active campaigns across clients, the team's activity and
 * quick actions. The chosen client travels as `client_id` in the query string.
 */
export function AgencyOverview(abilities: Abilities) {
  const { clientId } = useActiveClient();
  const dashboard = useAgencyDashboard(clientId ?? null);
  const [, setParams] = useSearchParams();

  if (dashboard.isPending) return <LoadingState label={DASHBOARD_MESSAGES.loading} />;
  if (dashboard.isError) {
    return (
      <div className="space-y-3">
        <ErrorState
          title={DASHBOARD_MESSAGES.metricsFailed}
          message={DASHBOARD_MESSAGES.metricsError(dashboard.error.message)}
          onRetry={() => void dashboard.refetch()}
        />
        {clientId && (
          <div className="flex justify-center">
            <Button variant="link" onClick={() => setParams({}, { replace: true })}>
              Show all clients
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (dashboard.data.state === 'onboarding') return <AddFirstClient {...abilities} />;
  return <EnterpriseDashboard data={dashboard.data} {...abilities} />;
}

export function AddFirstClient({ canManageClients }: Abilities) {
  return (
    <Card className="mx-auto max-w-xl text-center" role="region" aria-labelledby="first-client">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <CardTitle id="first-client">Add Your First Client</CardTitle>
        <CardDescription>
          Each client gets its own campaigns, outputs and read-only portal, isolated from every
          other client. Your agency dashboard fills in as soon as the first one is added.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {canManageClients ? (
          <Button asChild>
            <Link to="/clients/new">
              <Plus aria-hidden="true" /> Add Client
            </Link>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            Ask an agency owner or admin to add your first client.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function EnterpriseDashboard({ data, ...abilities }: { data: AgencyDashboard } & Abilities) {
  const money = useMoney();
  const s = data.stats;
  const chosen = data.client_id
    ? data.clients.filter((c) => c.id === data.client_id)
    : data.clients;
  const monthName = new Date(`${s.month_start}T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <div className="space-y-6">
      <AgencyHeader data={data} canManageClients={abilities.canManageClients} />
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Clients"
          value={s.total_clients}
          hint={`${s.active_clients} active`}
          icon={Building2}
        />
        <StatCard
          label="Revenue this month"
          value={money(s.monthly_revenue_cents)}
          hint={`${money(s.avg_revenue_per_client_cents)} average per client · ${monthName} so far`}
          icon={Wallet}
        />
        <StatCard
          label="Active Campaigns"
          value={s.active_campaigns}
          hint={`of ${s.total_campaigns} total`}
          icon={Megaphone}
        />
        <StatCard
          label="Team Activity"
          value={s.team_activity_count}
          hint={`${s.team_activity_count === 1 ? 'event' : 'events'} in the last 30 days`}
          icon={Users}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <ClientPortfolio clients={chosen} />
        <TopClient client={topByRevenue(chosen)} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ActiveCampaigns data={data} />
        <TeamFeed data={data} />
      </div>
      <QuickActions {...abilities} clientId={data.client_id} />
    </div>
  );
}

function AgencyHeader({
  data,
  canManageClients,
}: {
  data: AgencyDashboard;
  canManageClients: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('client_id', value);
    else next.delete('client_id');
    setParams(next);
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="w-full space-y-1.5 sm:max-w-xs">
        <Label htmlFor={selectId}>Client</Label>
        <NativeSelect
          id={selectId}
          value={data.client_id ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{AGENCY_DASHBOARD_MESSAGES.allClients}</option>
          {data.clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {canManageClients && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/clients">
              <Settings2 aria-hidden="true" /> Manage Clients
            </Link>
          </Button>
          <Button asChild>
            <Link to="/clients/new">
              <Plus aria-hidden="true" /> Add Client
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/** The portfolio leads with the clients needing attention; the Top Client is the top earner. */
const topByRevenue = (clients: AgencyDashboardClient[]) =>
  clients.reduce<AgencyDashboardClient | undefined>(
    (top, c) => (!top || c.monthly_revenue_cents > top.monthly_revenue_cents ? c : top),
    undefined,
  );

function ClientPortfolio({ clients }: { clients: AgencyDashboardClient[] }) {
  const shown = clients.slice(0, DISPLAY_COUNTS.portfolio);
  const needing = clients.filter((c) => c.attention.length > 0).length;
  return (
    <Card role="region" aria-labelledby="portfolio-heading" className="min-w-0 lg:col-span-2">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <div className="space-y-1">
          <CardTitle id="portfolio-heading" className="text-lg">
            Client Portfolio
          </CardTitle>
          <CardDescription>
            {needing === 0
              ? 'No client needs attention.'
              : `${plural(needing, 'client needs', 'clients need')} attention, listed first.`}
          </CardDescription>
        </div>
        <Link to="/clients" className="shrink-0 text-sm font-medium text-primary hover:underline">
          View all
        </Link>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{AGENCY_DASHBOARD_MESSAGES.noClients}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {shown.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/clients/${c.id}`}
                  className={cn(
                    'flex h-full flex-col gap-2 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    c.attention.length > 0 && 'border-destructive/50',
                  )}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 truncate font-medium">{c.name}</span>
                    <Badge variant={statusVariant(c.status)}>{statusLabel(c.status)}</Badge>
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {c.industry ?? 'Industry not set'} · {plural(c.campaign_count, 'campaign')} ·{' '}
                    {c.active_campaign_count} active
                  </span>
                  {c.budget_cents !== null && (
                    <BudgetProgress
                      budgetCents={c.budget_cents}
                      spentCents={c.spent_cents}
                      label={`${c.name} budget spent`}
                    />
                  )}
                  {c.attention.length > 0 && (
                    <span className="space-y-1">
                      <span className="flex items-center gap-1.5 text-xs font-semibold text-destructive">
                        <AlertTriangle className="size-3.5" aria-hidden="true" /> Needs attention
                      </span>
                      <span className="block space-y-0.5">
                        {c.attention.slice(0, ATTENTION_REASONS_SHOWN).map((a) => (
                          <span key={`${a.kind}:${a.text}`} className="block text-xs">
                            {a.text}
                          </span>
                        ))}
                        {c.attention.length > ATTENTION_REASONS_SHOWN && (
                          <span className="block text-xs text-muted-foreground">
                            and {c.attention.length - ATTENTION_REASONS_SHOWN} more
                          </span>
                        )}
                      </span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TopClient({ client }: { client: AgencyDashboardClient | undefined }) {
  const money = useMoney();
  return (
    <Card role="region" aria-labelledby="top-client-heading" className="min-w-0">
      <CardHeader>
        <CardTitle id="top-client-heading" className="flex items-center gap-2 text-lg">
          <Trophy className="size-5 text-primary" aria-hidden="true" /> Top Client
        </CardTitle>
        <CardDescription>This month&apos;s highest revenue.</CardDescription>
      </CardHeader>
      <CardContent>
        {!client ? (
          <p className="text-sm text-muted-foreground">{AGENCY_DASHBOARD_MESSAGES.noClients}</p>
        ) : (
          <div className="space-y-3">
            <div className="flex items-start justify-between gap-2">
              <Link
                to={`/clients/${client.id}`}
                className="min-w-0 truncate text-lg font-semibold hover:underline"
              >
                {client.name}
              </Link>
              <Badge variant={statusVariant(client.status)}>{statusLabel(client.status)}</Badge>
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Revenue this month</dt>
                <dd className="font-semibold tabular-nums">
                  {money(client.monthly_revenue_cents)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Campaigns</dt>
                <dd className="font-semibold tabular-nums">
                  {client.active_campaign_count} active of {client.campaign_count}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-muted-foreground">Industry</dt>
                <dd>{client.industry ?? 'Not set'}</dd>
              </div>
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ActiveCampaigns({ data }: { data: AgencyDashboard }) {
  const money = useMoney();
  const shown = data.campaigns.slice(0, DISPLAY_COUNTS.campaignPanel);
  return (
    <Card role="region" aria-labelledby="agency-campaigns-heading" className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="agency-campaigns-heading" className="text-lg">
          Active campaigns across clients
        </CardTitle>
        <Link
          to={data.client_id ? `/campaigns?client_id=${data.client_id}` : '/campaigns'}
          className="shrink-0 text-sm font-medium text-primary hover:underline"
        >
          All campaigns
        </Link>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{AGENCY_DASHBOARD_MESSAGES.noCampaigns}</p>
        ) : (
          <ul className="space-y-4">
            {shown.map((c) => {
              return (
                <li key={c.id} className="space-y-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0 flex-1 basis-48">
                      <Link
                        to={`/campaigns/${c.id}`}
                        className="block truncate font-medium hover:underline"
                      >
                        {c.name}
                      </Link>
                      <p className="truncate text-xs text-muted-foreground">{c.client_name}</p>
                    </div>
                    <span className="flex shrink-0 flex-wrap gap-1">
                      {c.budget_cents !== null && c.spent_cents > c.budget_cents && (
                        <Badge variant="destructive">
                          Over budget ·{' '}
                          {c.budget_cents > 0
                            ? `${Math.round((c.spent_cents / c.budget_cents) * 100)}%`
                            : money(c.spent_cents)}
                        </Badge>
                      )}
                      <Badge
                        variant={
                          c.roi_percentage === null
                            ? 'outline'
                            : c.roi_percentage >= 0
                              ? 'success'
                              : 'destructive'
                        }
                      >
                        {c.roi_percentage === null ? 'ROI —' : `ROI ${c.roi_percentage}%`}
                      </Badge>
                    </span>
                  </div>
                  <BudgetProgress
                    budgetCents={c.budget_cents}
                    spentCents={c.spent_cents}
                    label={`${c.name} budget spent`}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TeamFeed({ data }: { data: AgencyDashboard }) {
  const items = data.activity.slice(0, DISPLAY_COUNTS.teamFeed);
  return (
    <Card role="region" aria-labelledby="team-feed-heading" className="min-w-0">
      <CardHeader>
        <CardTitle id="team-feed-heading" className="flex items-center gap-2 text-lg">
          <Activity className="size-5 text-primary" aria-hidden="true" /> Team Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {AGENCY_DASHBOARD_MESSAGES.noActivity}. Actions on clients and campaigns show up here.
          </p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p>{item.description}</p>
                  {item.user_role && (
                    <p className="text-xs text-muted-foreground">{roleLabel(item.user_role)}</p>
                  )}
                </div>
                <RelativeTime
                  date={item.timestamp}
                  className="shrink-0 text-xs text-muted-foreground"
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function QuickActions({
  canManageClients,
  canCreateCampaigns,
  clientId,
}: Abilities & { clientId: string | null }) {
  const actions = [
    canManageClients && { to: '/clients/new', label: 'Add New Client', icon: Plus },
    canCreateCampaigns && {
      to: clientId ? `/campaigns/new?client_id=${clientId}` : '/campaigns/new',
      label: 'New Campaign',
      icon: Megaphone,
    },
    { to: '/clients', label: 'View All Clients', icon: FolderKanban },
    { to: '/clients/analytics', label: 'Agency Analytics', icon: BarChart3 },
  ].filter(Boolean) as { to: string; label: string; icon: typeof Plus }[];
  return (
    <Card role="region" aria-labelledby="quick-actions-heading">
      <CardHeader>
        <CardTitle id="quick-actions-heading" className="text-lg">
          Quick Actions
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {actions.map(({ to, label, icon: Icon }) => (
            <li key={label}>
              <Button asChild variant="outline" className="w-full justify-start">
                <Link to={to}>
                  <Icon aria-hidden="true" /> {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
