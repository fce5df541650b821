import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import type { AgentOutput } from '@/shared/agent-runs';
import { formatRelativeTime } from '@/shared/format';
import { Badge } from '@/web/components/ui/badge';
import { OutputApprovalListBadge } from './output-approval-badge';
import { agentLabel, outputTypeLabel } from '../lib/output-labels';

/** Outputs as a list: title, agent, type, campaign, when, and the summary. */
export function OutputList({ outputs }: { outputs: AgentOutput[] }) {
  return (
    <ul aria-label="Outputs" className="divide-y rounded-xl border bg-card">
      {outputs.map((o) => (
        <li key={o.id}>
          <Link
            to={`/outputs/${o.id}`}
            className="block space-y-2 p-4 hover:bg-muted/50 focus-visible:bg-muted/50"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 flex-1 font-semibold text-foreground">
                {o.title}
                {o.saved && (
                  <Bookmark
                    className="ml-1.5 inline size-3.5 fill-primary text-primary"
                    aria-label="Saved"
                    role="img"
                  />
                )}
              </h2>
              <time dateTime={o.created_at} className="shrink-0 text-xs text-muted-foreground">
                {formatRelativeTime(o.created_at)}
              </time>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge variant="secondary">{agentLabel(o.agent_type)}</Badge>
              <Badge variant="outline">{outputTypeLabel(o.output_type)}</Badge>
              {o.campaign_name && <Badge variant="default">Campaign: {o.campaign_name}</Badge>}
              {o.engine === 'offline' && <Badge variant="warning">Offline draft</Badge>}
              {o.stale && (
                <Badge variant="destructive" title="A source this output used has changed">
                  Stale
                </Badge>
              )}
              {o.client_id && <OutputApprovalListBadge outputId={o.id} updatedAt={o.updated_at} />}
            </div>
            {o.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{o.summary}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
