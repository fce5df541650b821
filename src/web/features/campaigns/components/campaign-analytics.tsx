import { BarChart3 } from 'lucide-react';
import type { Campaign } from '@/shared/campaigns';
import { formatDay } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useCampaignMetrics } from '../api/get-campaign-metrics';
import { formatInteger } from '../lib/format';
import { FunnelChart, RoiChart, SpendChart, TrendChart } from './campaign-charts';
import { KpiCards } from './kpi-cards';
import { MetricsApiHelp } from './metrics-api-help';
import { MetricsImport } from './metrics-import';
import { useMoney } from '@/web/lib/money';

/** Only for roles that write: a read-only role never meets the import (the server refuses it). */
function ImportData({ campaign }: { campaign: Campaign }) {
  return (
    <section aria-labelledby="import-title" className="space-y-4">
      <h2 id="import-title" className="text-lg font-semibold">
        Import data
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <CardHeader>
            <CardTitle className="text-base">Upload a CSV file</CardTitle>
            <CardDescription>
              Export daily results from your ad platform or spreadsheet.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <MetricsImport campaignId={campaign.id} campaignName={campaign.name} />
          </CardContent>
        </Card>
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">Send through the API</CardTitle>
            <CardDescription>For automated, daily updates.</CardDescription>
          </CardHeader>
          <CardContent>
            <MetricsApiHelp campaignId={campaign.id} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading performance data" className="animate-pulse space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-24 rounded-xl bg-muted" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="h-80 rounded-xl bg-muted" />
        <div className="h-80 rounded-xl bg-muted" />
      </div>
    </div>
  );
}

/** /campaigns/{id}/analytics: KPIs and charts from the daily metrics, and the ways to add them. */
export function CampaignAnalytics({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const money = useMoney();
  const metrics = useCampaignMetrics(campaign.id);
  if (metrics.isPending) return <AnalyticsSkeleton />;
  if (metrics.isError)
    return (
      <ErrorState
        title="Could not load performance data"
        message={metrics.error.message}
        onRetry={() => void metrics.refetch()}
      />
    );

  const { daily, totals } = metrics.data;
  if (daily.length === 0) {
    return (
      <div className="space-y-8">
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent">
            <BarChart3 className="size-7 text-primary" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">No performance data yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {canEdit
              ? 'Import a CSV of daily results below (date, impressions, clicks, conversions, spend and revenue), or send them through the API. '
              : 'Nobody has imported daily results for this campaign yet. '}
            Charts for spend, the funnel, trends and ROI appear as soon as there is a day of data.
          </p>
        </div>
        {canEdit && <ImportData campaign={campaign} />}
      </div>
    );
  }

  const first = daily[0]!.date;
  const last = daily[daily.length - 1]!.date;
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 className="text-lg font-semibold">Performance</h2>
        <p className="text-sm text-muted-foreground">
          {daily.length} {daily.length === 1 ? 'day' : 'days'}, {formatDay(first)} to{' '}
          {formatDay(last)} · {money(totals.spend_cents)} spent ·{' '}
          {formatInteger(totals.conversions)} conversions
        </p>
      </div>
      <KpiCards totals={totals} />
      <section aria-labelledby="charts-title" className="space-y-4">
        <h2 id="charts-title" className="sr-only">
          Charts
        </h2>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <SpendChart metrics={metrics.data} start={campaign.start_date} end={campaign.end_date} />
          <FunnelChart metrics={metrics.data} />
          <TrendChart metrics={metrics.data} />
          <RoiChart metrics={metrics.data} />
        </div>
      </section>
      {canEdit && <ImportData campaign={campaign} />}
    </div>
  );
}
