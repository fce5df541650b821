import { useAnalyticsOverview } from '@/web/features/analytics/api/get-analytics-overview';
import {
  AnalyticsPage,
  OverviewBody,
  OverviewGate,
  PeriodControls,
  ReportLinks,
  Section,
  usePeriod,
} from './parts';

const ORG = { type: 'org', id: null } as const;

/** /analytics?period= (or from/to): the organization's figures against the period before. */
export default function AnalyticsHomePage() {
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
