import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import { formatMoney } from '@/shared/format';
import { useCurrency } from '@/web/lib/money';
import { formatInteger, formatMultiple, formatPercent } from '../lib/format';

type Kpi = { label: string; value: string; detail: string };

export function kpisFrom(totals: CampaignMetricTotals, currency?: string): Kpi[] {
  const money = (cents: number) => formatMoney(cents, currency);
  return [
    {
      label: 'CTR',
      value: formatPercent(totals.ctr, 2),
      detail: `${formatInteger(totals.clicks)} clicks from ${formatInteger(totals.impressions)} impressions`,
    },
    {
      label: 'Conversion rate',
      value: formatPercent(totals.conversion_rate, 2),
      detail: `${formatInteger(totals.conversions)} conversions from ${formatInteger(totals.clicks)} clicks`,
    },
    {
      label: 'CPA',
      value: totals.cpa_cents === null ? '—' : money(totals.cpa_cents),
      detail: 'Spend per conversion',
    },
    {
      label: 'ROAS',
      value: formatMultiple(totals.roas),
      detail: `${money(totals.revenue_cents)} revenue on ${money(totals.spend_cents)} spend`,
    },
    {
      label: 'ROI',
      value: formatPercent(totals.roi_percentage, 1),
      detail: 'Revenue minus spend, over spend',
    },
  ];
}

/** The five ratios a marketer checks first; "—" when there is nothing to divide by. */
export function KpiCards({ totals }: { totals: CampaignMetricTotals }) {
  const currency = useCurrency();
  return (
    <section aria-labelledby="kpi-title">
      <h2 id="kpi-title" className="sr-only">
        Key performance indicators
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {kpisFrom(totals, currency).map((kpi) => (
          <div
            key={kpi.label}
            className="rounded-xl border bg-card p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
          >
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {kpi.label}
            </dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{kpi.value}</dd>
            <dd className="mt-1 text-xs text-muted-foreground">{kpi.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
