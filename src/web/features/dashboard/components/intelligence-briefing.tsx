import { CheckCircle2, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { DISPLAY_COUNTS, type Recommendation } from '@/shared/dashboard';
import { ErrorState } from '@/web/components/error-state';
import { Skeleton, SkeletonText } from '@/web/components/ui/skeleton';
import { RecommendationCard } from './recommendation-card';

type Props = {
  recommendations: Recommendation[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
};

/** The top recommendations (seed 000 §2.4: up to 3, with 'View all N recommendations'). */
export function IntelligenceBriefing({ recommendations, isPending, error, onRetry }: Props) {
  const shown = recommendations?.slice(0, DISPLAY_COUNTS.briefing) ?? [];
  const total = recommendations?.length ?? 0;
  return (
    <section aria-labelledby="briefing-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            id="briefing-heading"
            className="flex items-center gap-2 text-xl font-semibold tracking-tight"
          >
            <Lightbulb className="size-5 text-primary" aria-hidden="true" /> Intelligence Briefing
          </h2>
          <p className="text-sm text-muted-foreground">
            What needs attention first, then what to do next, from your workspace today.
          </p>
        </div>
        {total > DISPLAY_COUNTS.briefing && (
          <Link
            to="/dashboard/recommendations"
            className="text-sm font-medium text-primary hover:underline"
          >
            View all {total} recommendations
          </Link>
        )}
      </div>
      {isPending ? (
        <div role="status" className="grid gap-4 md:grid-cols-3">
          <span className="sr-only">Loading your briefing...</span>
          {Array.from({ length: DISPLAY_COUNTS.briefing }, (_, i) => (
            <RecommendationSkeleton key={i} />
          ))}
        </div>
      ) : error ? (
        <div className="rounded-xl border bg-card">
          <ErrorState
            title="Could not load your briefing"
            message={error.message}
            onRetry={onRetry}
          />
        </div>
      ) : shown.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border bg-card p-6 text-sm">
          <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          <p>
            You're all caught up. New recommendations appear as your campaigns and outputs change.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {shown.map((r) => (
            <li key={r.id}>
              <RecommendationCard recommendation={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A recommendation card's box: its rows, a title line and a five-line description. */
function RecommendationSkeleton() {
  return (
    <div className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-center gap-2">
        <Skeleton className="size-8 rounded-lg" />
        <Skeleton className="h-3 w-24" />
      </div>
      <div className="flex-1 space-y-1.5">
        <SkeletonText className="w-3/4 font-semibold leading-snug" />
        <SkeletonText lines={5} className="text-sm leading-relaxed" />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-3 w-14" />
        <Skeleton className="h-8 w-16" />
      </div>
    </div>
  );
}
