import { PageHeader } from '@/web/components/ui/page-header';
import { useOverview } from '@/web/features/performance-intelligence/api/performance';
import { NoMetricsState } from '@/web/features/performance-intelligence/components/overview-states';
import { PerformanceNav } from '@/web/features/performance-intelligence/components/performance-nav';
import { OverviewGate, RunToolForm, SavedOutputs } from './parts';

/** /performance-intelligence/reports: generate a report (saved as an output) and the saved ones. */
export default function PerformanceReportsPage() {
  const unlock = useOverview(null, { period: 'last_30' });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance reports"
        description="A report for all campaigns or one: KPIs, trends against the previous period, anomalies, pacing, channels and what to change. Each is saved as an output, with Markdown export and a print-ready page."
      />
      <PerformanceNav />
      <OverviewGate query={unlock}>
        {(o) => (
          <>
            {!o.has_metrics && <NoMetricsState />}
            <section className="space-y-3">
              <h2 className="text-lg font-semibold">Generate a report</h2>
              <RunToolForm tool="performance_report" submitLabel="Generate the report" />
            </section>
            <section className="space-y-3">
              <h2 className="text-lg font-semibold">Saved reports</h2>
              <SavedOutputs
                outputType="performance_report"
                limit={50}
                empty="No report yet: generate one above."
              />
            </section>
          </>
        )}
      </OverviewGate>
    </div>
  );
}
