import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { SessionList } from '@/web/features/agents/components/session-list';
import {
  opportunitiesQueryOptions,
  quickWinsQueryOptions,
} from '@/web/features/quick-wins/api/quick-wins';
import { quickWinsPaths } from '@/web/features/quick-wins/lib/paths';
import { OpportunityList, QuickWinsFrame, RunAgentButton } from './parts';

/** /quick-wins: the three best opportunities, what is in progress and what is done. */
export default function QuickWinsOverviewPage() {
  return (
    <QuickWinsFrame
      title="Quick Wins"
      description="The smallest changes that pay off soonest, found in your business context, outputs, campaigns and daily metrics: each with its effort, its expected impact and the data behind it."
      actions={<RunAgentButton />}
    >
      <Overview />
    </QuickWinsFrame>
  );
}

function Overview() {
  const opportunities = useQuery(opportunitiesQueryOptions());
  const quickWins = useQuery(quickWinsQueryOptions());
  const inProgress = quickWins.data?.filter((q) => q.status === 'accepted') ?? [];
  const done = quickWins.data?.filter((q) => q.status === 'done') ?? [];

  return (
    <div className="space-y-8">
      <StatGrid className="lg:grid-cols-3">
        <StatTile
          label="Opportunities"
          value={opportunities.data?.opportunities.length ?? '—'}
          hint="Detected now, ranked by impact over effort"
        />
        <StatTile
          label="In progress"
          value={quickWins.data ? inProgress.length : '—'}
          hint="Accepted, with a checklist"
        />
        <StatTile
          label="Done"
          value={quickWins.data ? done.length : '—'}
          hint="Measured before and after"
          tone={done.length ? 'success' : 'default'}
        />
      </StatGrid>

      <section aria-labelledby="top-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="top-heading" className="text-lg font-semibold">
            Top 3 opportunities
          </h2>
          <Button asChild variant="ghost" size="sm">
            <Link to={quickWinsPaths.opportunities}>
              All opportunities <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <OpportunityList limit={3} compact />
      </section>

      <section aria-labelledby="progress-heading" className="space-y-3">
        <h2 id="progress-heading" className="text-lg font-semibold">
          In progress
        </h2>
        {quickWins.isPending ? (
          <LoadingState label="Loading your quick wins..." />
        ) : quickWins.isError ? (
          <ErrorState message={quickWins.error.message} onRetry={() => void quickWins.refetch()} />
        ) : inProgress.length === 0 ? (
          <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
            Nothing in progress. Accept an opportunity to turn it into a checklist.
          </p>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {inProgress.map((q) => {
              const ticked = q.checklist.filter((i) => i.done).length;
              return (
                <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <Link
                    to={quickWinsPaths.implementation}
                    className="text-sm font-medium text-primary hover:underline"
                  >
                    {q.title}
                  </Link>
                  <Badge variant="outline">
                    {ticked} of {q.checklist.length} done
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="done-heading" className="space-y-3">
        <h2 id="done-heading" className="text-lg font-semibold">
          Done
        </h2>
        {quickWins.isPending ? null : quickWins.isError ? null : done.length === 0 ? (
          <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
            No quick win completed yet. Completed ones are measured on the Results page.
          </p>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {done.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <Link
                  to={quickWinsPaths.results}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {q.title}
                </Link>
                <span className="text-xs text-muted-foreground">
                  Completed {q.completed_at ? formatRelativeTime(q.completed_at) : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold">
          Agent reports
        </h2>
        <SessionList
          query={{ agent_type: 'quick-wins', limit: 5, offset: 0 }}
          to={(s) => quickWinsPaths.session(s.id)}
          untitled="Quick wins"
          empty="No report yet. Run the Quick Wins agent for a written, ranked report with advice for each opportunity, saved to your outputs."
        />
      </section>
    </div>
  );
}
