import { ChevronLeft, ChevronRight, FileText, History, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { SESSIONS_PAGE_SIZE, useSessions } from '@/web/features/agents/api/get-sessions';
import { RunStatusBadge } from '@/web/features/agents/components/run-status-badge';
import { listedSessionPath } from '@/web/features/agents/lib/paths';
import { useOutputs } from '@/web/features/outputs/api/get-outputs';
import { strategySessionPath } from '@/web/features/strategy/lib/paths';

/** /strategy/history: the organization's strategy sessions, latest activity first. */
export default function StrategyHistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sessions = useSessions({
    agent_type: 'strategy',
    limit: SESSIONS_PAGE_SIZE,
    offset: (page - 1) * SESSIONS_PAGE_SIZE,
  });
  // The latest strategy outputs, to name each session's results under it.
  const outputs = useOutputs({ agent_type: 'strategy', limit: 100 });
  const canWrite = usePermission('content:write');
  const outputsOf = (sessionId: string) =>
    (outputs.data?.data ?? []).filter((o) => o.session_id === sessionId);
  const pages = Math.max(1, Math.ceil((sessions.data?.total ?? 0) / SESSIONS_PAGE_SIZE));
  const goTo = (n: number) => setParams(n === 1 ? {} : { page: String(n) });

  return (
    <div className="space-y-6">
      <title>Strategy history — Stratagent</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          {canWrite && (
            <Link to="/strategy" className="text-sm text-muted-foreground hover:text-foreground">
              ← Strategy Agent
            </Link>
          )}
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Strategy history</h1>
          <p className="text-sm text-muted-foreground">
            Every strategy session of your organization, with its status and outputs.
          </p>
        </div>
        {canWrite && (
          <Button asChild>
            <Link to="/strategy">
              <Plus aria-hidden="true" /> New analysis
            </Link>
          </Button>
        )}
      </div>
      {sessions.isPending ? (
        <LoadingState label="Loading sessions..." />
      ) : sessions.isError ? (
        <ErrorState message={sessions.error.message} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-10 text-center">
          <History className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No strategy sessions yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {canWrite
              ? 'Run your first framework and it will be listed here with its outputs.'
              : 'Analyses your teammates run are listed here with their outputs.'}
          </p>
          {canWrite && (
            <Button asChild>
              <Link to="/strategy">Start an analysis</Link>
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className="divide-y rounded-xl border bg-card">
            {sessions.data.data.map((s) => (
              <li key={s.id} className="space-y-2 p-4">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <Link
                      to={listedSessionPath(s, strategySessionPath(s.id, s.campaign_id))}
                      className="block truncate font-medium text-foreground hover:text-primary hover:underline"
                    >
                      {s.title || 'Strategy session'}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {formatRelativeTime(s.updated_at)}
                      {s.campaign_name && ` · Campaign: ${s.campaign_name}`}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <Badge variant="outline">
                      {s.output_count} output{s.output_count === 1 ? '' : 's'}
                    </Badge>
                    <RunStatusBadge
                      status={s.status === 'running' ? 'running' : s.last_run_status}
                      hasOutputs={s.output_count > 0}
                    />
                  </div>
                </div>
                {outputsOf(s.id).length > 0 && (
                  <ul
                    aria-label={`Outputs of ${s.title || 'this session'}`}
                    className="flex flex-wrap gap-2"
                  >
                    {outputsOf(s.id).map((o) => (
                      <li key={o.id}>
                        <Link
                          to={`/outputs/${o.id}`}
                          className="inline-flex items-center gap-1 rounded-full border bg-muted/40 px-2.5 py-0.5 text-xs hover:bg-muted"
                        >
                          <FileText className="size-3" aria-hidden="true" /> {o.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {page} of {pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                Next <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
