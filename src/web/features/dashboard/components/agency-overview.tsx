import { Activity, ArrowRight, Building2, Megaphone, Plus, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { DISPLAY_COUNTS, type DashboardMetrics } from '@/shared/dashboard';
import { formatRelativeTime, formatUsd } from '@/shared/format';
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
import { Spinner } from '@/web/components/ui/spinner';
import { useRecentCampaigns } from '../api/get-recent-campaigns';
import { useTeamActivity } from '../api/get-team-activity';
import { StatCard } from './stat-card';

/**
 * An agency's overview from the same metrics: an 'Add Your First Client' card while it has
 * no clients (seed 000 §2.5), otherwise its numbers, active campaigns and the team's activity.
 */
export function AgencyOverview({
  metrics,
  canManageClients,
}: {
  metrics: DashboardMetrics;
  canManageClients: boolean;
}) {
  if (metrics.client_count === 0) {
    return (
      <Card className="mx-auto max-w-xl text-center">
        <CardHeader className="items-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Building2 className="size-6" aria-hidden="true" />
          </span>
          <CardTitle>Add Your First Client</CardTitle>
          <CardDescription>
            Each client gets its own campaigns, outputs and read-only portal, isolated from every
            other client.
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
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Clients"
          value={metrics.client_count}
          hint={`${metrics.active_clients} active`}
          icon={Building2}
        />
        <StatCard
          label="Revenue tracked"
          value={formatUsd(metrics.total_revenue)}
          hint={`${formatUsd(metrics.avg_client_value)} average per client`}
          icon={Wallet}
        />
        <StatCard
          label="Active Campaigns"
          value={metrics.active_campaigns}
          hint={`of ${metrics.campaign_count} total`}
          icon={Megaphone}
        />
        <StatCard
          label="Team Activity"
          value={metrics.team_member_count}
          hint={`${metrics.team_member_count === 1 ? 'team member' : 'team members'} · ${
            metrics.last_activity
              ? `last active ${formatRelativeTime(metrics.last_activity)}`
              : 'no activity yet'
          }`}
          icon={Users}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ActiveCampaigns />
        <TeamFeed />
      </div>
    </div>
  );
}

function ActiveCampaigns() {
  const campaigns = useRecentCampaigns();
  const active =
    campaigns.data?.filter((c) => c.status === 'active').slice(0, DISPLAY_COUNTS.campaignPanel) ??
    [];
  return (
    <Card role="region" aria-labelledby="agency-campaigns-heading" className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="agency-campaigns-heading" className="text-lg">
          Active campaigns across clients
        </CardTitle>
        <Link to="/campaigns" className="shrink-0 text-sm font-medium text-primary hover:underline">
          All campaigns
        </Link>
      </CardHeader>
      <CardContent>
        {campaigns.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Loading campaigns...
          </p>
        ) : campaigns.isError ? (
          <ErrorState message={campaigns.error.message} onRetry={() => void campaigns.refetch()} />
        ) : active.length === 0 ? (
          <p className="text-sm text-muted-foreground">No campaigns yet</p>
        ) : (
          <ul className="space-y-4">
            {active.map((c) => {
              const spentShare = c.budget_cents
                ? Math.min(100, Math.round((c.spent_cents / c.budget_cents) * 100))
                : 0;
              return (
                <li key={c.id} className="space-y-2">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <Link
                        to={`/campaigns/${c.id}`}
                        className="block truncate font-medium hover:underline"
                      >
                        {c.name}
                      </Link>
                      <p className="truncate text-xs text-muted-foreground">
                        {c.client_name ?? 'No client'}
                      </p>
                    </div>
                    {c.roi_percentage !== null && (
                      <Badge variant={c.roi_percentage >= 0 ? 'success' : 'destructive'}>
                        ROI {c.roi_percentage}%
                      </Badge>
                    )}
                  </div>
                  <div
                    role="progressbar"
                    aria-label={`${c.name} budget spent`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={spentShare}
                    className="h-1.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className="h-full rounded-full bg-primary"
                      style={{ width: `${spentShare}%` }}
                    />
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {formatUsd(c.spent_cents)} spent of{' '}
                    {c.budget_cents === null ? 'no set budget' : formatUsd(c.budget_cents)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TeamFeed() {
  const activity = useTeamActivity();
  const items = activity.data?.slice(0, DISPLAY_COUNTS.teamFeed) ?? [];
  return (
    <Card role="region" aria-labelledby="team-feed-heading" className="min-w-0">
      <CardHeader>
        <CardTitle id="team-feed-heading" className="flex items-center gap-2 text-lg">
          <Activity className="size-5 text-primary" aria-hidden="true" /> Team Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Loading activity...
          </p>
        ) : activity.isError ? (
          <ErrorState message={activity.error.message} onRetry={() => void activity.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No team activity yet. Actions on campaigns and clients show up here.
          </p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <p className="min-w-0">
                  <span className="font-medium">{item.user_name}</span> {item.action}
                  {item.client_name && (
                    <span className="text-muted-foreground"> · {item.client_name}</span>
                  )}
                </p>
                <time dateTime={item.timestamp} className="shrink-0 text-xs text-muted-foreground">
                  {formatRelativeTime(item.timestamp)}
                </time>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="link" className="mt-2 px-0">
          <Link to="/dashboard/metrics">
            All metrics <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
