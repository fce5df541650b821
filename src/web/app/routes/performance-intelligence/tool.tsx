import { useParams, useSearchParams } from 'react-router';
import {
  isPerformancePageTool,
  type PERFORMANCE_PAGE_TOOLS,
  PERFORMANCE_OUTPUT_TYPES,
  PERFORMANCE_TOOL_INFO,
} from '@/shared/performance-intelligence';
import { PageHeader } from '@/web/components/ui/page-header';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { useOverview } from '@/web/features/performance-intelligence/api/performance';
import { NoMetricsState } from '@/web/features/performance-intelligence/components/overview-states';
import { PerformanceNav } from '@/web/features/performance-intelligence/components/performance-nav';
import { performancePaths } from '@/web/features/performance-intelligence/lib/paths';
import { OverviewGate, RunToolForm, SavedOutputs } from './parts';

/** /performance-intelligence/tool/{toolId}: a tool's inputs, then its session; its saved outputs. */
export default function PerformanceToolPage() {
  const { toolId } = useParams();
  const [params] = useSearchParams();
  if (!isPerformancePageTool(toolId))
    return (
      <NotFoundState
        title="Unknown tool"
        backTo={performancePaths.home}
        backLabel="Back to Performance Intelligence"
      >
        Performance Intelligence has four tools: anomaly detection, budget pacing, channel
        comparison and campaign comparison.
      </NotFoundState>
    );
  return <ToolPage toolId={toolId} campaignId={params.get('campaign') ?? ''} />;
}

function ToolPage({
  toolId,
  campaignId,
}: {
  toolId: (typeof PERFORMANCE_PAGE_TOOLS)[number];
  campaignId: string;
}) {
  const info = PERFORMANCE_TOOL_INFO[toolId];
  const unlock = useOverview(null, { period: 'last_30' });
  return (
    <div className="space-y-6">
      <PageHeader title={info.label} description={info.description} />
      <PerformanceNav />
      <OverviewGate query={unlock}>
        {(o) => (
          <>
            {!o.has_metrics && <NoMetricsState />}
            <section className="space-y-3">
              <h2 className="text-lg font-semibold">Run it</h2>
              <RunToolForm key={toolId} tool={toolId} defaultCampaignId={campaignId} />
            </section>
            <section className="space-y-3">
              <h2 className="text-lg font-semibold">Earlier results</h2>
              <SavedOutputs
                outputType={PERFORMANCE_OUTPUT_TYPES[toolId]}
                limit={10}
                empty={`No ${info.label.toLowerCase()} yet.`}
              />
            </section>
          </>
        )}
      </OverviewGate>
    </div>
  );
}
