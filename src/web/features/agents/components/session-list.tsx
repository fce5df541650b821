import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AgentSession, ListSessionsQuery } from '@/shared/agent-runs';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useSessions } from '../api/get-sessions';
import { listedSessionPath } from '../lib/paths';
import { RunStatusBadge } from './run-status-badge';
import { useActiveClient } from '@/web/lib/active-client';

/**
 * An agent's sessions (newest first), each linking to its page with its last run's status.
 * The Quick Start runs that saved an output for the agent are among them, and open on their
 * own page.
 */
export function SessionList({
  query,
  to,
  untitled,
  empty,
  showCampaign = false,
}: {
  query: ListSessionsQuery;
  /** The page of a session. */
  to: (session: AgentSession) => string;
  /** The name of a session without a title. */
  untitled: string;
  /** What is said when there is none. */
  empty: ReactNode;
  /** Badge each session with its campaign. */
  showCampaign?: boolean;
}) {
  // Inside a client workspace, or with ?client_id=, the sessions are that client's.
  const { clientId } = useActiveClient();
  const sessions = useSessions(
    clientId && !query.client_id ? { ...query, client_id: clientId } : query,
  );
  if (sessions.isPending) return <LoadingState label="Loading sessions..." />;
  if (sessions.isError)
    return <ErrorState message={sessions.error.message} onRetry={() => void sessions.refetch()} />;
  if (sessions.data.data.length === 0)
    return (
      <Card>
        <CardContent className="p-6 text-sm text-muted-foreground">{empty}</CardContent>
      </Card>
    );
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {sessions.data.data.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <Link
            to={listedSessionPath(s, to(s))}
            className="font-medium text-primary hover:underline"
          >
            {s.title || untitled}
          </Link>
          <span className="flex items-center gap-2 text-muted-foreground">
            {showCampaign && s.campaign_name && <Badge variant="outline">{s.campaign_name}</Badge>}
            <RunStatusBadge status={s.last_run_status} />
            {formatRelativeTime(s.updated_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}
