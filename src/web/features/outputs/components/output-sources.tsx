import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import {
  OUTPUT_SOURCE_KIND_LABELS,
  OUTPUT_SOURCE_MESSAGES,
  type OutputSourceRecord,
} from '@/shared/output-sources';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';

/** Where the app shows a source (null when it is gone). */
export function sourceLink(source: OutputSourceRecord): string | null {
  if (!source.exists) return null;
  switch (source.kind) {
    case 'business_context':
    case 'fact':
      return '/settings/workspace';
    case 'document':
      return `/documents/${source.id}`;
    case 'client':
      return `/clients/${source.id}`;
    case 'competitor':
      return '/competitive-intelligence/competitors';
    case 'brand_voice':
      return '/content';
  }
}

/** "A source this output used has changed" with the one-click refresh (writers only). */
export function StaleBanner({
  canRefresh,
  refreshing,
  onRefresh,
}: {
  canRefresh: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Alert title={OUTPUT_SOURCE_MESSAGES.staleBanner} className="print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <span>
          The sources below say which one.
          {canRefresh &&
            ' Refreshing makes a new output from the same inputs; this one stays as it is.'}
        </span>
        {canRefresh && (
          <Button size="sm" loading={refreshing} onClick={onRefresh}>
            <RefreshCw aria-hidden="true" /> Refresh
          </Button>
        )}
      </div>
    </Alert>
  );
}

/** The facts, documents and records the output was grounded in, each marked when it changed. */
export function OutputSourcesList({
  sources,
  loading,
  error,
}: {
  sources: OutputSourceRecord[] | undefined;
  loading: boolean;
  error: string | null;
}) {
  return (
    <section aria-labelledby="output-sources-heading" className="space-y-2">
      <h2
        id="output-sources-heading"
        className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
      >
        Sources
      </h2>
      {loading ? (
        <Skeleton className="h-16 w-full" />
      ) : error ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : !sources?.length ? (
        <p className="text-sm text-muted-foreground">
          No sources were recorded for this output (it was saved before sources were kept, or
          imported).
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {sources.map((s) => {
            const to = sourceLink(s);
            return (
              <li
                key={`${s.kind}:${s.id}`}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5 text-sm"
              >
                <span className="flex min-w-0 flex-wrap items-center gap-2">
                  <Badge variant="outline">{OUTPUT_SOURCE_KIND_LABELS[s.kind]}</Badge>
                  {to ? (
                    <Link to={to} className="min-w-0 break-words text-primary hover:underline">
                      {s.title}
                    </Link>
                  ) : (
                    <span className="min-w-0 break-words">{s.title}</span>
                  )}
                </span>
                {!s.exists ? (
                  <Badge variant="destructive">Removed since</Badge>
                ) : s.changed ? (
                  <Badge variant="warning">Changed since</Badge>
                ) : (
                  <Badge variant="success">Unchanged</Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
