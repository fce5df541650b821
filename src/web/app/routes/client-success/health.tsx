import { useQuery } from '@tanstack/react-query';
import { healthQueryOptions } from '@/web/features/client-success/api/client-success';
import { clientSuccessPaths } from '@/web/features/client-success/lib/paths';
import {
  HealthFormula,
  HealthTable,
} from '@/web/features/outputs/components/renderers/client-success/figures';
import { ClientSuccessFrame, NoClients, QueryGate, RunToolButton, Section } from './parts';

const byScore = <T extends { score: number; client_name: string }>(a: T, b: T) =>
  b.score - a.score || a.client_name.localeCompare(b.client_name);

/** /client-success/health: every client's score and components, with the formula stated. */
export default function ClientSuccessHealthPage() {
  const query = useQuery(healthQueryOptions());
  return (
    <ClientSuccessFrame
      title="Client health"
      description="A health score for each client from its metrics trend, campaign states, activity and approvals, computed live from your data."
      actions={<RunToolButton tool="client_health_review" />}
    >
      <div className="space-y-8">
        <QueryGate query={query} label="Computing each client's health...">
          {(clients) =>
            clients.length === 0 ? (
              <NoClients />
            ) : (
              <Section id="scores-heading" title="Scores">
                <HealthTable
                  clients={[...clients].sort(byScore)}
                  clientHref={clientSuccessPaths.client}
                />
                <details className="rounded-xl border bg-card p-4 text-sm">
                  <summary className="cursor-pointer font-medium text-primary">
                    What each component measured
                  </summary>
                  <dl className="mt-3 space-y-3">
                    {clients.map((h) => (
                      <div key={h.client_id}>
                        <dt className="font-medium">{h.client_name}</dt>
                        {h.components.map((c) => (
                          <dd key={c.key} className="text-muted-foreground">
                            {c.label} {c.score}: {c.detail}
                          </dd>
                        ))}
                      </div>
                    ))}
                  </dl>
                </details>
              </Section>
            )
          }
        </QueryGate>
        <HealthFormula />
      </div>
    </ClientSuccessFrame>
  );
}
