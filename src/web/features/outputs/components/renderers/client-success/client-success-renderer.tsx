import { clientSuccessReportSchema } from '@/shared/client-success';
import { GenericRenderer } from '../generic-renderer';
import { Bullets, Panel } from '../parts';
import { ChurnList, HealthTable } from './figures';

/**
 * A Client Success output: the clients' computed health (table, or churn reasons for the
 * churn analysis) and the insights; the summary, the recommendations (each naming its client),
 * the sources and the assumptions are shown around it, as for every output.
 */
export function ClientSuccessRenderer({
  content,
  churn = false,
}: {
  content: Record<string, unknown>;
  churn?: boolean;
}) {
  const parsed = clientSuccessReportSchema.safeParse(content);
  if (!parsed.success) return <GenericRenderer content={content} />;
  const report = parsed.data;
  return (
    <div className="space-y-4">
      <p className="text-xs text-muted-foreground">
        {report.scope.label}, health as of {report.as_of}. {report.formula}
      </p>
      {report.clients.length === 0 ? (
        <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
          No client matched this analysis when it ran.
        </p>
      ) : churn ? (
        <ChurnList clients={report.clients} />
      ) : (
        <HealthTable clients={report.clients} />
      )}
      <Panel title="Insights">
        <Bullets items={report.insights} empty="No insight recorded." />
      </Panel>
    </div>
  );
}
