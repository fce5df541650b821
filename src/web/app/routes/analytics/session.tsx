import { Link, useParams } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { isSessionNotFound, useSession } from '@/web/features/agents/api/get-session';
import { SessionOutput } from '@/web/features/agents/components/agent-session-view';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { AnalyticsSkeleton } from '@/web/features/analytics/components/analytics-skeleton';
import { analyticsPaths } from '@/web/features/analytics/lib/paths';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { PERFORMANCE_AGENT } from '@/web/features/performance-intelligence/api/performance';
import { performancePaths } from '@/web/features/performance-intelligence/lib/paths';
import { AnalyticsPage } from './parts';

/**
 * /analytics/session/{sessionId}: a saved analysis, i.e. a Performance Intelligence session
 * read in Analytics: its outputs with their figures (decision 041). Runs happen in the agent.
 */
export default function AnalyticsSessionPage() {
  const { sessionId = '' } = useParams();
  const query = useSession(sessionId, { poll: false });
  const notFound = (
    <NotFoundState
      title="Analysis session not found"
      backTo={analyticsPaths.reports}
      backLabel="Back to reports"
    >
      It may have been deleted, belong to another organization, or not be a Performance Intelligence
      analysis.
    </NotFoundState>
  );
  if (query.isError && isSessionNotFound(query.error)) return notFound;
  if (query.data && query.data.session.agent_type !== PERFORMANCE_AGENT) return notFound;
  const session = query.data?.session;
  return (
    <AnalyticsPage
      title={session?.title ?? 'Saved analysis'}
      description={
        session
          ? `${session.campaign_name ?? 'All campaigns'} · ${session.output_count} ${session.output_count === 1 ? 'output' : 'outputs'} · updated ${formatRelativeTime(session.updated_at)}`
          : 'A Performance Intelligence analysis and its figures.'
      }
      back={{ to: analyticsPaths.reports, label: 'Reports and saved analyses' }}
      actions={
        session && (
          <Button asChild variant="outline" size="sm">
            <Link to={performancePaths.session(session.id)}>Open in Performance Intelligence</Link>
          </Button>
        )
      }
    >
      {query.isPending ? (
        <AnalyticsSkeleton label="Loading the analysis" />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.outputs.length === 0 ? (
        <EmptyState title="No output in this analysis yet">
          Run one of Performance Intelligence’s tools in this session to save its figures here.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {session?.campaign_id && (
            <Link
              to={analyticsPaths.campaign(session.campaign_id)}
              className="text-sm font-medium text-primary hover:underline"
            >
              {session.campaign_name ?? 'The campaign'}’s analytics now
            </Link>
          )}
          {query.data.outputs.map((output) => (
            <SessionOutput key={output.id} output={output}>
              <OutputRenderer
                outputType={output.output_type}
                content={output.content}
                engine={output.engine}
              />
            </SessionOutput>
          ))}
        </div>
      )}
    </AnalyticsPage>
  );
}
