import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { bandCounts, byChurnRisk } from '@/shared/client-health';
import { CLIENT_SUCCESS_TOOL_IDS, CLIENT_SUCCESS_TOOL_INFO } from '@/shared/client-success';
import { Button } from '@/web/components/ui/button';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { ToolCard } from '@/web/components/ui/tool-card';
import { SessionList } from '@/web/features/agents/components/session-list';
import { healthQueryOptions } from '@/web/features/client-success/api/client-success';
import { clientSuccessPaths } from '@/web/features/client-success/lib/paths';
import { ChurnList } from '@/web/features/outputs/components/renderers/client-success/figures';
import { useActiveClient, useScopedPath } from '@/web/lib/active-client';
import { ClientHealthView } from './client-view';
import { ClientSuccessFrame, NoClients, QueryGate, RunToolButton, Section } from './parts';

/**
 * /client-success: clients by band, the top risks and the agent's tools. For the active
 * client (inside its workspace, or `?client_id=`) it is that client's health.
 */
export default function ClientSuccessOverviewPage() {
  const { clientId } = useActiveClient();
  return (
    <ClientSuccessFrame
      title="Client Success"
      description="Each client's health from its results, campaigns, activity and approvals; who may churn and why; and what to do to keep and grow every account."
    >
      {clientId ? <ClientHealthView clientId={clientId} showBack={false} /> : <Portfolio />}
    </ClientSuccessFrame>
  );
}

function Portfolio() {
  const query = useQuery(healthQueryOptions());
  const scoped = useScopedPath();
  return (
    <div className="space-y-8">
      <QueryGate query={query} label="Computing each client's health...">
        {(clients) => {
          if (clients.length === 0) return <NoClients />;
          const counts = bandCounts(clients);
          const risks = [...clients]
            .sort(byChurnRisk)
            .filter((c) => c.churn_risk.level !== 'low')
            .slice(0, 3);
          const average = Math.round(clients.reduce((s, c) => s + c.score, 0) / clients.length);
          return (
            <div className="space-y-8">
              <StatGrid>
                <StatTile
                  label="Clients"
                  value={clients.length}
                  hint={`Average score ${average}`}
                />
                <StatTile
                  label="Healthy"
                  value={counts.healthy}
                  tone="success"
                  hint="Score 70 or more"
                />
                <StatTile label="Watch" value={counts.watch} tone="warning" hint="Score 45 to 69" />
                <StatTile
                  label="At risk"
                  value={counts.at_risk}
                  tone="destructive"
                  hint="Score below 45"
                />
                <StatTile
                  label="High churn risk"
                  value={clients.filter((c) => c.churn_risk.level === 'high').length}
                  tone={
                    clients.some((c) => c.churn_risk.level === 'high') ? 'destructive' : 'default'
                  }
                />
              </StatGrid>
              <Section
                id="risks-heading"
                title="Top risks"
                action={
                  <Button asChild variant="ghost" size="sm">
                    <Link to={clientSuccessPaths.churn}>
                      All churn risks <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                }
              >
                {risks.length ? (
                  <ChurnList clients={risks} clientHref={clientSuccessPaths.client} />
                ) : (
                  <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
                    No client shows a warning sign today: every one is at low churn risk.
                  </p>
                )}
              </Section>
            </div>
          );
        }}
      </QueryGate>
      <Section id="tools-heading" title="Start a session">
        <div className="grid gap-4 sm:grid-cols-2">
          {CLIENT_SUCCESS_TOOL_IDS.map((tool) => (
            <ToolCard
              key={tool}
              title={CLIENT_SUCCESS_TOOL_INFO[tool].label}
              description={CLIENT_SUCCESS_TOOL_INFO[tool].description}
            >
              <RunToolButton tool={tool} variant="outline" />
            </ToolCard>
          ))}
        </div>
      </Section>
      <Section id="sessions-heading" title="Recent sessions">
        <SessionList
          query={{ agent_type: 'client-success', limit: 5, offset: 0 }}
          to={(s) => scoped(clientSuccessPaths.session(s.id))}
          untitled="Client success"
          showCampaign
          empty="No session yet. Run a tool above: its output is saved with the figures it was computed from."
        />
      </Section>
    </div>
  );
}
