import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { useRecommendations } from '@/web/features/dashboard/api/get-recommendations';
import { RecommendationCard } from '@/web/features/dashboard/components/recommendation-card';

/** /dashboard/recommendations: every recommendation, what is at stake first (decision 072). */
export default function DashboardRecommendationsPage() {
  const recommendations = useRecommendations();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Dashboard
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Recommendations</h1>
        <p className="text-sm text-muted-foreground">
          What needs attention in your campaigns, outputs, documents and metrics, most at stake
          first, then the next steps.
        </p>
      </div>
      {recommendations.isPending ? (
        <LoadingState label="Loading your recommendations..." />
      ) : recommendations.isError ? (
        <ErrorState
          message={recommendations.error.message}
          onRetry={() => void recommendations.refetch()}
        />
      ) : recommendations.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-10 text-center">
          <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
          <h2 className="text-lg font-semibold">You're all caught up</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Nothing needs your attention right now. New recommendations appear as your campaigns,
            outputs and metrics change.
          </p>
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to the dashboard</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {recommendations.data.length} recommendation
            {recommendations.data.length === 1 ? '' : 's'},{' '}
            {recommendations.data.filter((r) => r.kind !== 'next_step').length} needing attention
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {recommendations.data.map((r) => (
              <li key={r.id}>
                <RecommendationCard recommendation={r} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
