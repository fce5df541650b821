import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { Recommendation } from '@/shared/dashboard';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { usePermission } from '@/web/lib/use-permission';
import { cn } from '@/web/lib/utils';
import { AgentIcon, agentLabel } from './agent-visuals';

const PRIORITY = {
  high: { label: 'High priority', variant: 'destructive' },
  medium: { label: 'Medium priority', variant: 'warning' },
  low: { label: 'Low priority', variant: 'secondary' },
} as const;

export function PriorityBadge({ priority }: { priority: Recommendation['priority'] }) {
  return <Badge variant={PRIORITY[priority].variant}>{PRIORITY[priority].label}</Badge>;
}

/**
 * A recommendation: what to do, why (specific to the organization), how long, and a way to
 * start it; a role that only reads sees the advice without the way to start.
 */
export function RecommendationCard({
  recommendation: r,
  className,
}: {
  recommendation: Recommendation;
  className?: string;
}) {
  const canWrite = usePermission('content:write');
  return (
    <article
      aria-labelledby={`rec-${r.id}`}
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <AgentIcon type={r.agent_type} className="size-4" />
        </span>
        <span className="text-xs font-medium text-muted-foreground">
          {agentLabel(r.agent_type)}
        </span>
        <span className="ml-auto">
          {r.kind === 'next_step' ? (
            <PriorityBadge priority={r.priority} />
          ) : (
            <Badge variant={r.kind === 'stale_data' ? 'warning' : 'destructive'}>{r.label}</Badge>
          )}
        </span>
      </div>
      <div className="flex-1 space-y-1.5">
        <h3 id={`rec-${r.id}`} className="font-semibold leading-snug">
          {r.title}
        </h3>
        <p className="text-sm leading-relaxed text-muted-foreground">{r.description}</p>
      </div>
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          {r.estimated_time} min
        </span>
        {canWrite && (
          <Button asChild size="sm">
            <Link
              to={r.action_url}
              aria-label={`${r.kind === 'next_step' ? 'Start' : 'Review'}: ${r.title}`}
            >
              {r.kind === 'next_step' ? 'Start' : 'Review'} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}
