import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { byChurnRisk } from '@/shared/client-health';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import {
  healthQueryOptions,
  recommendationsQueryOptions,
} from '@/web/features/client-success/api/client-success';
import { clientSuccessPaths } from '@/web/features/client-success/lib/paths';
import {
  ChurnBadge,
  HealthBadge,
  RecommendationList,
} from '@/web/features/outputs/components/renderers/client-success/figures';
import { ClientSuccessFrame, NoClients, QueryGate, RunToolButton, Section } from './parts';
import { useMoney } from '@/web/lib/money';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * /client-success/retention: the portfolio's retention (clients by status, revenue kept) and
 * a plan for each client on watch or at risk: its weakest component and the plays for it.
 */
export default function ClientSuccessRetentionPage() {
  const money = useMoney();
  const health = useQuery(healthQueryOptions());
  const recommendations = useQuery(recommendationsQueryOptions());
  return (
    <ClientSuccessFrame
      title="Retention"
      description="Who needs attention to stay, what is weakest for each, and the plays that answer it."
      actions={<RunToolButton tool="retention_plan" />}
    >
      <QueryGate query={health} label="Computing each client's health...">
        {(clients) => {
          if (clients.length === 0) return <NoClients />;
          const active = clients.filter((c) => c.client_status === 'active').length;
          const current = sum(clients.map((c) => c.signals.revenue_current_cents));
          const previous = sum(clients.map((c) => c.signals.revenue_previous_cents));
          const kept = previous > 0 ? Math.round((current / previous) * 1000) / 10 : null;
          const attention = [...clients]
            .filter((c) => c.band !== 'healthy' || c.churn_risk.level !== 'low')
            .sort(byChurnRisk);
          return (
            <div className="space-y-8">
              <StatGrid className="lg:grid-cols-4">
                <StatTile label="Active clients" value={`${active} of ${clients.length}`} />
                <StatTile
                  label="Paused or churned"
                  value={clients.length - active}
                  tone={clients.length - active ? 'warning' : 'default'}
                />
                <StatTile
                  label="Revenue, last 30 days"
                  value={money(current)}
                  hint={`${money(previous)} the 30 days before`}
                />
                <StatTile
                  label="Revenue kept"
                  value={kept === null ? '—' : `${kept}%`}
                  hint="Last 30 days against the 30 before"
                  tone={kept !== null && kept < 100 ? 'warning' : 'default'}
                />
              </StatGrid>
              <Section id="plans-heading" title={`Needs attention (${attention.length})`}>
                {attention.length === 0 ? (
                  <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
                    Every client is healthy with a low churn risk: no retention play is needed
                    today.
                  </p>
                ) : (
                  <ul className="space-y-4">
                    {attention.map((h) => {
                      const weakest = [...h.components].sort((a, b) => a.score - b.score)[0]!;
                      const plays =
                        recommendations.data?.filter(
                          (r) => r.client_id === h.client_id && r.kind === 'retain',
                        ) ?? [];
                      return (
                        <li key={h.client_id} className="space-y-3 rounded-xl border p-4">
                          <div className="flex flex-wrap items-center gap-2">
                            <Link
                              to={clientSuccessPaths.client(h.client_id)}
                              className="font-semibold text-primary hover:underline"
                            >
                              {h.client_name}
                            </Link>
                            <HealthBadge band={h.band} />
                            <ChurnBadge level={h.churn_risk.level} />
                            <span className="text-xs text-muted-foreground tabular-nums">
                              score {h.score}
                            </span>
                          </div>
                          <p className="text-sm">
                            <span className="font-medium">
                              Weakest: {weakest.label} ({weakest.score}).{' '}
                            </span>
                            <span className="text-muted-foreground">{weakest.detail}.</span>
                          </p>
                          {recommendations.isPending ? (
                            <p className="text-sm text-muted-foreground">Loading the plays...</p>
                          ) : recommendations.isError ? (
                            <p className="text-sm text-destructive">
                              {recommendations.error.message}
                            </p>
                          ) : plays.length ? (
                            <RecommendationList recommendations={plays} showClient={false} />
                          ) : (
                            <p className="text-sm text-muted-foreground">
                              No play for this client.
                            </p>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </Section>
            </div>
          );
        }}
      </QueryGate>
    </ClientSuccessFrame>
  );
}
