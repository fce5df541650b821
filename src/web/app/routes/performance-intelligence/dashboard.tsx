import { useSearchParams } from 'react-router';
import { PageHeader } from '@/web/components/ui/page-header';
import { useOverview } from '@/web/features/performance-intelligence/api/performance';
import { PerformanceNav } from '@/web/features/performance-intelligence/components/performance-nav';
import {
  selectionFromParams,
  selectionParams,
} from '@/web/features/performance-intelligence/lib/period';
import { DashboardBody, OverviewGate, ScopeControls } from './parts';

/** /performance-intelligence/dashboard?campaign=&period= (or from/to): overall or one campaign. */
export default function PerformanceDashboardPage() {
  const [params, setParams] = useSearchParams();
  const campaignId = params.get('campaign') ?? '';
  const selection = selectionFromParams(params);
  const overview = useOverview(campaignId || null, selection);
  // From the address as it is now, not as this render saw it: two choices made before the page
  // renders again (the campaign, then the period) both hold.
  const update = (next: { campaign?: string; selection?: typeof selection }) => {
    setParams(
      (current) => {
        const campaign = next.campaign ?? current.get('campaign') ?? '';
        return {
          ...(campaign ? { campaign } : {}),
          ...selectionParams(next.selection ?? selectionFromParams(current)),
        };
      },
      { replace: true },
    );
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance dashboard"
        description="Impressions, clicks, CTR, conversions, conversion rate, spend, CPA, revenue and ROAS for all campaigns or one, with trends against the period before, anomalies and pacing."
      />
      <PerformanceNav />
      <ScopeControls
        campaignId={campaignId}
        onCampaign={(campaign) => update({ campaign })}
        selection={selection}
        onSelection={(s) => update({ selection: s })}
      />
      <OverviewGate query={overview}>{(o) => <DashboardBody overview={o} />}</OverviewGate>
    </div>
  );
}
