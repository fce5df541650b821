import { useParams, useSearchParams } from 'react-router';
import {
  isPerformancePageTool,
  PERFORMANCE_OUTPUT_TYPES,
  PERFORMANCE_TOOL_INFO,
} from '@/shared/performance-intelligence';
import { PageHeader } from '@/web/components/ui/page-header';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { PerformanceNav } from '@/web/features/performance-intelligence/components/performance-nav';
import { performancePaths } from '@/web/features/performance-intelligence/lib/paths';
import { RunToolForm, SavedOutputs } from './parts';

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
  const info = PERFORMANCE_TOOL_INFO[toolId];
  return (
    <div className="space-y-6">
      <PageHeader title={info.label} description={info.description} />
      <PerformanceNav />
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Run it</h2>
        <RunToolForm key={toolId} tool={toolId} defaultCampaignId={params.get('campaign') ?? ''} />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Earlier results</h2>
        <SavedOutputs
          outputType={PERFORMANCE_OUTPUT_TYPES[toolId]}
          limit={10}
          empty={`No ${info.label.toLowerCase()} yet.`}
        />
      </section>
    </div>
  );
}
