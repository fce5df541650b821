import { useQuery } from '@tanstack/react-query';
import { byChurnRisk, HEALTH_FORMULA } from '@/shared/client-health';
import { healthQueryOptions } from '@/web/features/client-success/api/client-success';
import { clientSuccessPaths } from '@/web/features/client-success/lib/paths';
import { ChurnList } from '@/web/features/outputs/components/renderers/client-success/figures';
import { ClientSuccessFrame, NoClients, QueryGate, RunToolButton, Section } from './parts';

/** /client-success/churn: every client's churn risk with its reasons, riskiest first. */
export default function ClientSuccessChurnPage() {
  const query = useQuery(healthQueryOptions());
  return (
    <ClientSuccessFrame
      title="Churn risk"
      description="Which clients may leave and why, in plain words, from the same health scores."
      actions={<RunToolButton tool="churn_risk_analysis" />}
    >
      <QueryGate query={query} label="Reading each client's warning signs...">
        {(clients) =>
          clients.length === 0 ? (
            <NoClients />
          ) : (
            <div className="space-y-6">
              <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
                {HEALTH_FORMULA.churn}
              </p>
              {(['high', 'medium', 'low'] as const).map((level) => {
                const list = [...clients]
                  .sort(byChurnRisk)
                  .filter((c) => c.churn_risk.level === level);
                if (list.length === 0) return null;
                return (
                  <Section
                    key={level}
                    id={`churn-${level}`}
                    title={`${level[0]!.toUpperCase()}${level.slice(1)} risk (${list.length})`}
                  >
                    <ChurnList clients={list} clientHref={clientSuccessPaths.client} />
                  </Section>
                );
              })}
            </div>
          )
        }
      </QueryGate>
    </ClientSuccessFrame>
  );
}
