import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FORECAST_DEFAULT_HORIZON } from '@/shared/roi-budget';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { usePermission } from '@/web/lib/use-permission';
import {
  AllocationTable,
  SuggestionList,
  pct,
} from '@/web/features/outputs/components/renderers/roi-budget/figures';
import { roiOptimizationQueryOptions } from '@/web/features/roi-budget/api/roi-budget';
import { HORIZONS, HorizonSelect } from '@/web/features/roi-budget/components/horizon-select';
import { roiPaths } from '@/web/features/roi-budget/lib/paths';
import { RoiPage } from './roi-page';
import { useMoneyFigures } from '@/web/features/outputs/components/renderers/roi-budget/figures';

/** /roi-budget/optimization: budget-neutral reallocation suggestions with their expected effect. */
export default function RoiOptimizationPage() {
  const { usd, signedUsd } = useMoneyFigures();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('horizon'));
  const horizon = HORIZONS.includes(asked) ? asked : FORECAST_DEFAULT_HORIZON;
  const query = useQuery(roiOptimizationQueryOptions(horizon));
  const canWrite = usePermission('content:write');
  const o = query.data;
  return (
    <RoiPage
      title="Optimization"
      description="Where the same money would earn more: today's spend rate shared again by marginal ROAS, with the revenue to expect."
      back={{ to: '/roi-budget', label: 'ROI & Budget' }}
      actions={
        canWrite && (
          <Button asChild variant="outline">
            <Link to={roiPaths.tool('optimization')}>
              <Sparkles aria-hidden="true" /> Explain with the agent
            </Link>
          </Button>
        )
      }
    >
      <div className="max-w-xs">
        <HorizonSelect
          value={horizon}
          onChange={(days) => setParams({ horizon: String(days) }, { replace: true })}
        />
      </div>
      {query.isPending ? (
        <LoadingState label="Computing suggestions..." />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !o || o.allocation.rows.length === 0 ? (
        <EmptyState icon={Sparkles} title="Nothing to reallocate yet">
          Suggestions need campaigns with spend in the last 28 days.{' '}
          <Link to="/campaigns" className="font-medium text-primary underline">
            Record metrics on your campaigns
          </Link>
          {o && o.excluded.length > 0 && (
            <span className="mt-2 block">
              Left out: {o.excluded.map((e) => `${e.campaign_name} (${e.reason})`).join('; ')}.
            </span>
          )}
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <StatGrid className="lg:grid-cols-4">
            <StatTile
              label={`Spend, ${horizon} days`}
              value={usd(o.allocation.totals.current_cents)}
              hint="Unchanged: budget-neutral"
            />
            <StatTile
              label="Revenue today"
              value={usd(o.allocation.totals.current_revenue_cents)}
              hint={`ROI ${pct(o.allocation.totals.current_roi_percentage)}`}
            />
            <StatTile
              label="Revenue after"
              value={usd(o.allocation.totals.expected_revenue_cents)}
              hint={`ROI ${pct(o.allocation.totals.expected_roi_percentage)}`}
            />
            <StatTile
              label="Expected effect"
              value={signedUsd(o.allocation.totals.revenue_change_cents)}
              tone={o.allocation.totals.revenue_change_cents >= 0 ? 'success' : 'destructive'}
            />
          </StatGrid>
          <section aria-labelledby="opt-suggestions" className="space-y-2">
            <h2 id="opt-suggestions" className="text-lg font-semibold">
              Suggestions
            </h2>
            {o.suggestions.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Your spend is already close to marginal ROAS: no campaign would move by 5% or more.
              </p>
            ) : (
              <SuggestionList suggestions={o.suggestions} />
            )}
          </section>
          <AllocationTable allocation={o.allocation} />
          <section className="space-y-1 rounded-xl border bg-card p-4 text-sm">
            <h2 className="font-semibold">The rule</h2>
            <p>{o.rule}</p>
            <p>{o.returns_rule}</p>
            {o.excluded.length > 0 && (
              <p className="text-muted-foreground">
                Left out: {o.excluded.map((e) => `${e.campaign_name} (${e.reason})`).join('; ')}.
              </p>
            )}
          </section>
        </div>
      )}
    </RoiPage>
  );
}
