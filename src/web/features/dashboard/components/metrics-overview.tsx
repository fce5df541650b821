import type { ReactNode } from 'react';
import type { DashboardMetrics, IntelligenceReadiness } from '@/shared/dashboard';
import { formatRelativeTime } from '@/shared/format';
import { Card } from '@/web/components/ui/card';
import { StatCard } from './stat-card';
import { useMoney } from '@/web/lib/money';

/** Every dashboard metric, grouped and formatted (money is stored in cents, shown in USD). */
export function MetricsOverview({
  metrics,
  readiness,
}: {
  metrics: DashboardMetrics;
  readiness: IntelligenceReadiness | undefined;
}) {
  const money = useMoney();
  const otherCampaigns =
    metrics.campaign_count - metrics.active_campaigns - metrics.completed_campaigns;
  const utilisation = metrics.budget_utilization_percentage;
  return (
    <div className="space-y-8">
      <Group title="Campaigns">
        <StatCard
          label="Campaigns"
          value={metrics.campaign_count}
          hint="Not counting archived campaigns"
        />
        <StatCard label="Active" value={metrics.active_campaigns} />
        <StatCard label="Completed" value={metrics.completed_campaigns} />
        <StatCard label="Draft or paused" value={otherCampaigns} />
      </Group>

      <Group title="Budget">
        <StatCard label="Total budget" value={money(metrics.total_budget)} />
        <StatCard label="Spent" value={money(metrics.total_spent)} />
        <StatCard
          label="Revenue tracked"
          value={money(metrics.total_revenue)}
          hint="From imported daily metrics"
        />
        <Card className="col-span-2 flex flex-col gap-2 p-4 lg:col-span-1">
          <h3 className="text-sm font-medium text-muted-foreground">Budget utilisation</h3>
          <p className="text-2xl font-semibold tabular-nums">{utilisation}%</p>
          <div
            role="progressbar"
            aria-label="Budget utilisation"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, utilisation)}
            aria-valuetext={`${utilisation}%`}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={
                utilisation > 100
                  ? 'h-full bg-destructive'
                  : utilisation >= 90
                    ? 'h-full bg-warning'
                    : 'h-full bg-primary'
              }
              style={{ width: `${Math.min(100, utilisation)}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            {metrics.total_budget > 0
              ? `${money(metrics.total_spent)} of ${money(metrics.total_budget)}`
              : 'No campaign budget set yet'}
          </p>
        </Card>
      </Group>

      <Group title="Team">
        <StatCard label="Team members" value={metrics.team_member_count} />
        <StatCard label="New in the last 30 days" value={metrics.new_members_30d} />
        <StatCard
          label="Last activity"
          value={metrics.last_activity ? formatRelativeTime(metrics.last_activity) : 'None yet'}
          hint={
            metrics.last_activity ? new Date(metrics.last_activity).toLocaleString() : undefined
          }
        />
      </Group>

      <Group title="Intelligence">
        <StatCard label="Intelligence outputs" value={readiness ? readiness.total_outputs : '–'} />
        <StatCard
          label="Readiness"
          value={readiness ? `${readiness.readiness_score}%` : '–'}
          hint={
            readiness?.is_ready
              ? 'Ready for campaigns'
              : 'Strategy, personas and marketing strategy'
          }
        />
        <StatCard label="AI interactions" value={metrics.total_ai_interactions} />
        <StatCard label="Documents" value={metrics.document_count} />
      </Group>

      {metrics.organization_type === 'AGENCY' && (
        <Group title="Clients">
          <StatCard
            label="Clients"
            value={metrics.client_count}
            hint="Not counting archived clients"
          />
          <StatCard label="Active clients" value={metrics.active_clients} />
          <StatCard
            label="Average client value"
            value={money(metrics.avg_client_value)}
            hint="Revenue tracked per client"
          />
        </Group>
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `metrics-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</div>
    </section>
  );
}
