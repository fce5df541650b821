import { useQuery } from '@tanstack/react-query';
import { LineChart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FORECAST_DEFAULT_HORIZON } from '@/shared/roi-budget';
import { ErrorState } from '@/web/components/error-state';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import {
  ForecastChart,
  ForecastTotals,
  roasText,
} from '@/web/features/outputs/components/renderers/roi-budget/figures';
import { roiForecastQueryOptions } from '@/web/features/roi-budget/api/roi-budget';
import { HORIZONS, HorizonSelect } from '@/web/features/roi-budget/components/horizon-select';
import { RoiPage } from './roi-page';
import { useMoneyFigures } from '@/web/features/outputs/components/renderers/roi-budget/figures';

/** /roi-budget/forecast: spend and revenue forward, the band, the method in words. */
export default function RoiForecastPage() {
  const { usd } = useMoneyFigures();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('horizon'));
  const horizon = HORIZONS.includes(asked) ? asked : FORECAST_DEFAULT_HORIZON;
  const campaigns = useCampaigns();
  const campaignId = campaigns.data?.data.some((c) => c.id === params.get('campaign'))
    ? (params.get('campaign') ?? undefined)
    : undefined;
  const forecast = useQuery(roiForecastQueryOptions(horizon, campaignId));
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const f = forecast.data?.forecast;
  return (
    <RoiPage
      title="Forecast"
      description="Spend and revenue forward from your daily metrics, with an 80% prediction band."
      back={{ to: '/roi-budget', label: 'ROI & Budget' }}
    >
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <HorizonSelect
          value={horizon}
          label="Horizon"
          onChange={(days) => setParam('horizon', String(days))}
        />
        <FormField
          label="Campaign"
          hint={campaigns.isError ? 'Campaigns could not be loaded.' : undefined}
        >
          <NativeSelect
            value={campaignId ?? ''}
            disabled={campaigns.isPending}
            onChange={(e) => setParam('campaign', e.target.value)}
          >
            <option value="">All campaigns</option>
            {campaigns.data?.data.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {forecast.isPending ? (
        <LoadingState label="Forecasting..." />
      ) : forecast.isError ? (
        <ErrorState message={forecast.error.message} onRetry={() => void forecast.refetch()} />
      ) : !f?.period ? (
        <EmptyState icon={LineChart} title="Nothing to forecast yet">
          The forecast reads your daily spend and revenue. Import metrics on a campaign's analytics
          page.{' '}
          <Link to="/campaigns" className="font-medium text-primary underline">
            Open your campaigns
          </Link>
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <StatGrid className="lg:grid-cols-3">
            <StatTile
              label={`Spend, next ${f.horizon_days} days`}
              value={usd(f.spend.total.value)}
              hint={`80% range ${usd(f.spend.total.low)}–${usd(f.spend.total.high)}`}
            />
            <StatTile
              label={`Revenue, next ${f.horizon_days} days`}
              value={usd(f.revenue.total.value)}
              hint={`80% range ${usd(f.revenue.total.low)}–${usd(f.revenue.total.high)}`}
            />
            <StatTile
              label="Forecast ROAS"
              value={roasText(f.roas)}
              hint={`${f.period.from} to ${f.period.to}`}
            />
          </StatGrid>
          <ForecastChart forecast={f} />
          <ForecastTotals forecast={f} />
          <section
            aria-labelledby="forecast-method"
            className="space-y-2 rounded-xl border bg-card p-4 text-sm"
          >
            <h2 id="forecast-method" className="font-semibold">
              Method and uncertainty
            </h2>
            <p>{forecast.data.method}</p>
            <p>{forecast.data.uncertainty}</p>
            {f.window && (
              <p className="text-muted-foreground">
                Window read: {f.window.from} to {f.window.to}.
              </p>
            )}
          </section>
        </div>
      )}
    </RoiPage>
  );
}
