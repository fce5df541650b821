import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DISPLAY_COUNTS, type RecentOutput } from '@/shared/dashboard';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { RelativeTime } from '@/web/components/ui/relative-time';
import { Skeleton, SkeletonText } from '@/web/components/ui/skeleton';
import { AgentIcon, agentLabel } from './agent-visuals';

type Props = {
  outputs: RecentOutput[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
};

/** The latest saved outputs (seed 000 §2.4: 5 items), with how long ago each was made. */
export function RecentIntelligence({ outputs, isPending, error, onRetry }: Props) {
  return (
    <Card aria-labelledby="recent-intelligence-heading" role="region">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle id="recent-intelligence-heading" className="text-lg">
          Recent Intelligence
        </CardTitle>
        {outputs && outputs.length > 0 && (
          <Link to="/outputs" className="text-sm font-medium text-primary hover:underline">
            All outputs
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status">
            <span className="sr-only">Loading recent outputs...</span>
            <ul className="divide-y">
              {Array.from({ length: DISPLAY_COUNTS.recentIntelligence }, (_, i) => (
                <li key={i} className="flex items-start gap-3 py-3">
                  <Skeleton className="size-8 shrink-0 rounded-lg" />
                  <span className="min-w-0 flex-1">
                    <SkeletonText className="w-3/4 font-medium" />
                    <SkeletonText className="text-sm" />
                  </span>
                  <Skeleton className="h-3 w-12 shrink-0" />
                </li>
              ))}
            </ul>
          </div>
        ) : error ? (
          <ErrorState
            title="Could not load recent outputs"
            message={error.message}
            onRetry={onRetry}
          />
        ) : !outputs || outputs.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-5">
            <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
            <div>
              <p className="font-medium">No intelligence yet</p>
              <p className="text-sm text-muted-foreground">
                Outputs your agents save appear here, newest first.
              </p>
            </div>
            <Button asChild size="sm" variant="outline">
              <Link to="/strategy">
                Run the Strategy agent <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y">
            {outputs.map((output) => {
              return (
                <li key={output.id}>
                  <Link
                    to={`/outputs/${output.id}`}
                    className="-mx-2 flex items-start gap-3 rounded-md px-2 py-3 hover:bg-muted/60"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                      <AgentIcon type={output.agent_type} className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{output.title}</span>
                      <span className="block truncate text-sm text-muted-foreground">
                        {output.summary || agentLabel(output.agent_type)}
                      </span>
                    </span>
                    <RelativeTime
                      date={output.created_at}
                      className="shrink-0 text-xs text-muted-foreground"
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
