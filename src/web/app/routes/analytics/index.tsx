import { useAnalyticsOverview } from '@/web/features/analytics/api/get-analytics-overview';
import { useActiveClient } from '@/web/lib/active-client';
import {
  AnalyticsPage,
  OverviewBody,
  OverviewGate,
  PeriodControls,
  ReportLinks,
  Section,
  usePeriod,
} from './parts';
import { ScopedAnalytics } from './scoped';

const ORG = { type: 'org', id: null } as const;

/**
 * /analytics?period= (or from/to): the organization's figures against the period before; with
 * a client chosen in the header (`?client_id=`), that client's, as /analytics/client/{id}.
 */
export default function AnalyticsHomePage() {
  const { clientId } = useActiveClient();
  if (clientId) return <ScopedAnalytics key={clientId} type="client" id={clientId} />;
  return <OrganizationAnalytics />;
}

function OrganizationAnalytics() {
  const [selection, setSelection] = usePeriod();
  const query = useAnalyticsOverview(ORG, selection);
  return (
    <AnalyticsPage
      title="Analytics"
      description="Impressions, clicks, CTR, conversions, conversion rate, spend, CPA, revenue and ROAS over a period, each against the period before, by channel, campaign and client."
    >
      <PeriodControls selection={selection} onChange={setSelection} />
      <OverviewGate query={query}>
        {(analytics) => (
          <div className="space-y-8">
            <OverviewBody analytics={analytics} selection={selection} />
            {analytics.overview.has_metrics && (
              <Section title="Reports">
                <ReportLinks analytics={analytics} selection={selection} />
              </Section>
            )}
          </div>
        )}
      </OverviewGate>
    </AnalyticsPage>
  );
}
