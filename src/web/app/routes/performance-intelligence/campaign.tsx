import { useParams, useSearchParams } from 'react-router';
import { PERFORMANCE_PAGE_TOOLS } from '@/shared/performance-intelligence';
import { PageHeader } from '@/web/components/ui/page-header';
import { useOverview } from '@/web/features/performance-intelligence/api/performance';
import { PerformanceNav } from '@/web/features/performance-intelligence/components/performance-nav';
import { performancePaths } from '@/web/features/performance-intelligence/lib/paths';
import {
  selectionFromParams,
  selectionParams,
} from '@/web/features/performance-intelligence/lib/period';
import {
  DashboardBody,
  OverviewGate,
  RunToolForm,
  SavedOutputs,
  ScopeControls,
  ToolCard,
} from './parts';

/** /performance-intelligence/campaign/{campaignId}: its dashboard, its tools, its saved outputs. */
export default function PerformanceCampaignPage() {
  const { campaignId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const selection = selectionFromParams(params);
  const overview = useOverview(campaignId, selection);
  return (
    <OverviewGate query={overview}>
      {(o) => (
        <div className="space-y-6">
          <PageHeader
            title={`Performance: ${o.scope.label}`}
            description="This campaign's figures, the tools run for it and the outputs saved to it."
            back={{ to: performancePaths.home, label: 'Performance Intelligence' }}
          />
          <PerformanceNav />
          <ScopeControls
            selection={selection}
            onSelection={(s) => setParams(selectionParams(s), { replace: true })}
          />
          <DashboardBody overview={o} />
          <section className="space-y-3">
            <h2 className="text-lg font-semibold">Tools for this campaign</h2>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {PERFORMANCE_PAGE_TOOLS.map((tool) => (
                <ToolCard key={tool} tool={tool} to={performancePaths.tool(tool, campaignId)} />
              ))}
            </div>
          </section>
          <section className="space-y-3">
            <h2 className="text-lg font-semibold">Report for this campaign</h2>
            <RunToolForm
              tool="performance_report"
              campaignId={campaignId}
              submitLabel="Generate the report"
            />
          </section>
          <section className="space-y-3">
            <h2 className="text-lg font-semibold">Saved to this campaign</h2>
            <SavedOutputs
              campaignId={campaignId}
              limit={20}
              empty="Nothing saved to this campaign yet: run a tool above."
            />
          </section>
        </div>
      )}
    </OverviewGate>
  );
}
