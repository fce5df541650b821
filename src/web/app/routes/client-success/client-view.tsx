import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CLIENT_SUCCESS_TOOL_IDS } from '@/shared/client-success';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { SessionList } from '@/web/features/agents/components/session-list';
import { isNotFound, useClientHealth } from '@/web/features/client-success/api/client-success';
import { clientSuccessPaths } from '@/web/features/client-success/lib/paths';
import {
  ChurnBadge,
  ComponentList,
  HealthBadge,
  RecommendationList,
} from '@/web/features/outputs/components/renderers/client-success/figures';
import { useScopedPath } from '@/web/lib/active-client';
import { QueryGate, RunToolButton, Section } from './parts';
import { useMoney } from '@/web/lib/money';

/**
 * One client's health: score, components with what they measured, churn risk with its
 * reasons, what to do, the agent's tools for this client and its sessions. The page
 * /client-success/client/{id}, and the agent's page inside the client's workspace.
 */
export function ClientHealthView({
  clientId,
  showBack = true,
}: {
  clientId: string;
  showBack?: boolean;
}) {
  const money = useMoney();
  const query = useClientHealth(clientId);
  const scoped = useScopedPath();
  if (query.isError && isNotFound(query.error))
    return (
      <NotFoundState
        title="Client not found"
        backTo={clientSuccessPaths.health}
        backLabel="All clients' health"
      >
        It may have been removed, or it is not one of the clients you work with.
      </NotFoundState>
    );
  return (
    <QueryGate query={query} label="Computing the client's health...">
      {(h) => {
        const s = h.signals;
        const client = { id: h.client_id, name: h.client_name };
        return (
          <div className="space-y-8">
            {showBack && (
              <Link
                to={clientSuccessPaths.health}
                className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
              >
                <ArrowLeft className="size-4" aria-hidden="true" /> All clients&apos; health
              </Link>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-xl font-semibold">{h.client_name}</h2>
              <HealthBadge band={h.band} />
              <ChurnBadge level={h.churn_risk.level} />
              {h.industry && <span className="text-sm text-muted-foreground">{h.industry}</span>}
            </div>
            <StatGrid className="lg:grid-cols-4">
              <StatTile
                label="Health score"
                value={`${h.score}/100`}
                tone={
                  h.band === 'healthy' ? 'success' : h.band === 'watch' ? 'warning' : 'destructive'
                }
              />
              <StatTile
                label="Revenue, last 30 days"
                value={money(s.revenue_current_cents)}
                hint={
                  s.revenue_change_percentage !== null
                    ? `${s.revenue_change_percentage >= 0 ? '+' : ''}${s.revenue_change_percentage}% on the 30 days before`
                    : 'Nothing to compare with'
                }
              />
              <StatTile
                label="Active campaigns"
                value={s.active_campaigns}
                hint={`${s.paused_campaigns} paused, ${s.completed_campaigns} completed`}
              />
              <StatTile
                label="Last activity"
                value={
                  s.days_since_activity === null
                    ? 'None'
                    : s.days_since_activity === 0
                      ? 'Today'
                      : `${s.days_since_activity} d ago`
                }
              />
            </StatGrid>
            <Section id="components-heading" title="What the score is made of">
              <ComponentList components={h.components} />
            </Section>
            <Section id="churn-heading" title="Churn risk">
              <ul className="list-disc space-y-1 rounded-xl border bg-card p-4 pl-9 text-sm">
                {h.churn_risk.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </Section>
            <Section id="recs-heading" title="What to do">
              {h.recommendations.length ? (
                <RecommendationList recommendations={h.recommendations} showClient={false} />
              ) : (
                <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
                  Nothing to act on for {h.client_name} today.
                </p>
              )}
            </Section>
            <Section id="tools-heading" title={`Run the agent for ${h.client_name}`}>
              <div className="flex flex-wrap gap-2">
                {CLIENT_SUCCESS_TOOL_IDS.map((tool, i) => (
                  <RunToolButton
                    key={tool}
                    tool={tool}
                    client={client}
                    variant={i === 0 ? 'default' : 'outline'}
                  />
                ))}
              </div>
            </Section>
            <Section id="sessions-heading" title="Sessions">
              <SessionList
                query={{
                  agent_type: 'client-success',
                  client_id: h.client_id,
                  limit: 5,
                  offset: 0,
                }}
                to={(session) => scoped(clientSuccessPaths.session(session.id))}
                untitled="Client success"
                empty={`No session for ${h.client_name} yet. Run a tool above: its output is saved to ${h.client_name}.`}
              />
            </Section>
          </div>
        );
      }}
    </QueryGate>
  );
}
