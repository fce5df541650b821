import { BarChart3, Bot, FileText, HeartPulse, Megaphone, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { ClientAiUsageCard } from '@/web/features/ai-usage/components/client-ai-usage-card';
import { usePermission } from '@/web/lib/use-permission';
import { useClientDashboard } from '@/web/features/clients/api/get-client-dashboard';
import { agentLabel } from '@/web/features/outputs/lib/output-labels';
import { useWorkspaceClient } from './workspace-context';
import { useMoney } from '@/web/lib/money';

/** /clients/{id} and /clients/{id}/dashboard: the client's figures and latest work. */
export default function ClientDashboardPage() {
  const money = useMoney();
  const client = useWorkspaceClient();
  const dashboard = useClientDashboard(client.id);
  const canWrite = usePermission('content:write');
  const base = `/clients/${client.id}`;

  if (dashboard.isPending) return <LoadingState label="Loading the client's dashboard..." />;
  if (dashboard.isError)
    return (
      <ErrorState
        title="Could not load the client's dashboard"
        message={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
      />
    );
  const d = dashboard.data;

  return (
    <div className="space-y-6">
      <title>{`${client.name} — Stratagent`}</title>
      <StatGrid className="lg:grid-cols-4">
        <StatTile
          label="Campaigns"
          value={d.campaign_count}
          hint={`${d.active_campaigns} active · ${d.completed_campaigns} completed`}
        />
        <StatTile
          label="Budget"
          value={money(d.total_budget_cents)}
          hint={`${money(d.total_spent_cents)} spent · ${Math.round(d.budget_utilization_percentage)}% used`}
        />
        <StatTile label="Revenue this month" value={money(d.revenue_this_month_cents)} />
        <StatTile
          label="Outputs"
          value={d.output_count}
          hint={`${d.session_count} agent session${d.session_count === 1 ? '' : 's'} · ${d.document_count} document${d.document_count === 1 ? '' : 's'}`}
        />
      </StatGrid>
      <p className="text-sm text-muted-foreground">
        Last activity:{' '}
        {d.last_activity ? formatRelativeTime(d.last_activity) : 'nothing yet for this client'}
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle>Recent campaigns</CardTitle>
            <Link to={`${base}/campaigns`} className="text-sm text-primary hover:underline">
              View all
            </Link>
          </CardHeader>
          <CardContent>
            {d.recent_campaigns.length === 0 ? (
              <div className="space-y-3 text-sm text-muted-foreground">
                <p>No campaigns for this client yet.</p>
                {canWrite && (
                  <Button asChild size="sm">
                    <Link to={`${base}/campaigns/new`}>
                      <Plus aria-hidden="true" /> New campaign
                    </Link>
                  </Button>
                )}
              </div>
            ) : (
              <ul className="divide-y">
                {d.recent_campaigns.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
                  >
                    <Link
                      to={`${base}/campaigns/${c.id}`}
                      className="min-w-0 font-medium break-words hover:underline"
                    >
                      {c.name}
                    </Link>
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {c.status} · {money(c.spent_cents)}
                      {c.budget_cents !== null ? ` of ${money(c.budget_cents)}` : ' spent'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle>Recent outputs</CardTitle>
            <Link
              to={`/outputs?client_id=${client.id}`}
              className="text-sm text-primary hover:underline"
            >
              View all
            </Link>
          </CardHeader>
          <CardContent>
            {d.recent_outputs.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No outputs yet: run an agent in this workspace and its results are saved here.
              </p>
            ) : (
              <ul className="divide-y">
                {d.recent_outputs.map((o) => (
                  <li key={o.id} className="flex items-center justify-between gap-3 py-2">
                    <Link
                      to={`/outputs/${o.id}`}
                      className="min-w-0 truncate font-medium hover:underline"
                    >
                      {o.title}
                    </Link>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {agentLabel(o.agent_type)} · {formatRelativeTime(o.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <ClientAiUsageCard clientId={client.id} />

      <nav aria-label="Client links" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {[
          { to: `${base}/agents`, label: 'Run an agent', icon: Bot },
          { to: `${base}/campaigns`, label: 'Campaigns', icon: Megaphone },
          { to: `${base}/analytics`, label: 'Analytics', icon: BarChart3 },
          { to: `${base}/health`, label: 'Health', icon: HeartPulse },
          { to: `/documents/client/${client.id}`, label: 'Documents', icon: FileText },
        ].map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-2 rounded-xl border bg-card p-3 text-sm font-medium shadow-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon className="size-4 text-primary" aria-hidden="true" /> {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
