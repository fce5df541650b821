import type { MetricsSeries } from '@/shared/metrics';
import { formatReportValue, REPORT_METRICS, type ReportMetric } from '@/shared/metrics';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { useMoney } from '@/web/lib/money';

const TILES: ReportMetric[] = [
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'conversion_rate',
  'spend_cents',
  'cpa_cents',
  'revenue_cents',
  'roas',
  'roi_percentage',
];

/** The period's totals and ratios, as the server computed them (summarizeMetrics). */
export function KpiTiles({ series }: { series: MetricsSeries }) {
  const money = useMoney();
  return (
    <StatGrid>
      {TILES.map((key) => (
        <StatTile
          key={key}
          label={REPORT_METRICS[key]}
          value={formatReportValue(key, series.totals[key], money.currency)}
        />
      ))}
    </StatGrid>
  );
}

/** Each custom metric's value for the period ("—" when undefined, e.g. a division by zero). */
export function CustomMetricTiles({ series }: { series: MetricsSeries }) {
  const money = useMoney();
  if (series.custom.length === 0) return null;
  return (
    <section aria-labelledby="custom-metric-values" className="space-y-3">
      <h2 id="custom-metric-values" className="text-lg font-semibold">
        Custom metrics
      </h2>
      <StatGrid>
        {series.custom.map((metric) => (
          <StatTile
            key={metric.id}
            label={metric.name}
            value={formatReportValue('custom', metric.value, money.currency)}
            hint={<code className="break-all">{metric.formula}</code>}
          />
        ))}
      </StatGrid>
    </section>
  );
}
