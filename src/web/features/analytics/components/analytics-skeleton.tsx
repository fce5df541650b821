import { Skeleton } from '@/web/components/ui/skeleton';

/** The overview's shape while its figures are computed: nine tiles, two charts, a table. */
export function AnalyticsSkeleton({ label = 'Loading analytics' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}

/** A report's shape while it loads: a chart and a table. */
export function ReportSkeleton() {
  return (
    <div role="status" aria-label="Loading the report" className="space-y-6">
      <Skeleton className="h-72 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
