/** A series page's body: its states (loading, error, not found, no data) and its figures. */
import { BarChart3, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { LoadingState } from '@/web/components/ui/spinner';
import {
  isNotFound,
  useSeries,
  type Days,
  type SeriesScope,
} from '@/web/features/metrics/api/metrics';
import { DailyChart } from '@/web/features/metrics/components/daily-chart';
import { CustomMetricTiles, KpiTiles } from '@/web/features/metrics/components/kpi-tiles';
import { metricsPaths } from '@/web/features/metrics/lib/paths';

export function DaysPicker({ days, onChange }: { days: Days; onChange: (days: Days) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="metrics-days">Period</Label>
      <NativeSelect
        id="metrics-days"
        className="w-auto"
        value={days}
        onChange={(e) => onChange(Number(e.target.value) as Days)}
      >
        <option value={7}>Last 7 days</option>
        <option value={30}>Last 30 days</option>
        <option value={90}>Last 90 days</option>
      </NativeSelect>
    </div>
  );
}

export function SeriesBody({
  scope,
  days,
  notFoundTitle,
}: {
  scope: SeriesScope;
  days: Days;
  notFoundTitle: string;
}) {
  const series = useSeries(scope, days);
  if (series.isPending) return <LoadingState label="Loading metrics..." />;
  if (series.isError) {
    if (isNotFound(series.error))
      return (
        <EmptyState
          icon={SearchX}
          title={notFoundTitle}
          action={
            <Button asChild variant="outline">
              <Link to={metricsPaths.home}>Back to metrics</Link>
            </Button>
          }
        >
          It does not exist, or it is not one you can see.
        </EmptyState>
      );
    return <ErrorState message={series.error.message} onRetry={() => void series.refetch()} />;
  }
  const data = series.data;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">
        {data.scope.name}: {data.from} to {data.to}
      </p>
      <KpiTiles series={data} />
      {data.daily.length === 0 ? (
        <EmptyState
          icon={BarChart3}
          title="No results recorded in this period"
          action={
            <Button asChild>
              <Link to={metricsPaths.campaigns}>Go to campaigns</Link>
            </Button>
          }
        >
          Daily results arrive through a campaign&apos;s CSV import (ours, Google Ads or Meta Ads
          exports) or the metrics API.
        </EmptyState>
      ) : (
        <DailyChart series={data} />
      )}
      <CustomMetricTiles series={data} />
    </div>
  );
}
