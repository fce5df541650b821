/** The overview of one campaign or one client: the pages /analytics/campaign/{id} and /analytics/client/{id}. */
import { Link } from 'react-router';
import type { AnalyticsScopeType } from '@/shared/analytics';
import { REPORT_INFO } from '@/shared/analytics';
import { Button } from '@/web/components/ui/button';
import { useAnalyticsOverview } from '@/web/features/analytics/api/get-analytics-overview';
import { analyticsPaths } from '@/web/features/analytics/lib/paths';
import {
  AnalyticsPage,
  OverviewBody,
  OverviewGate,
  PeriodControls,
  Section,
  usePeriod,
} from './parts';

export function ScopedAnalytics({
  type,
  id,
}: {
  type: Exclude<AnalyticsScopeType, 'org'>;
  id: string;
}) {
  const [selection, setSelection] = usePeriod();
  const query = useAnalyticsOverview({ type, id }, selection);
  const label = query.data?.scope.label;
  const isCampaign = type === 'campaign';
  return (
    <AnalyticsPage
      title={label ? `${label}: analytics` : isCampaign ? 'Campaign analytics' : 'Client analytics'}
      description={
        isCampaign
          ? 'This campaign’s figures over the period against the period before, from its daily results.'
          : 'This client’s campaigns over the period against the period before, by channel and campaign.'
      }
      back={{ to: analyticsPaths.home, label: 'All analytics' }}
      actions={
        query.data && (
          <Button asChild variant="outline" size="sm">
            <Link
              to={
                isCampaign
                  ? analyticsPaths.campaignMetricsImport(id)
                  : `/clients/${encodeURIComponent(id)}/analytics`
              }
            >
              {isCampaign ? 'Import daily results' : 'Client workspace analytics'}
            </Link>
          </Button>
        )
      }
    >
      <PeriodControls selection={selection} onChange={setSelection} />
      <OverviewGate query={query} notFound={isCampaign ? 'Campaign not found' : 'Client not found'}>
        {(analytics) => (
          <div className="space-y-8">
            <OverviewBody analytics={analytics} selection={selection} />
            {analytics.overview.has_metrics && (
              <Section title="Reports">
                <div className="flex flex-wrap gap-2">
                  {(isCampaign
                    ? (['period-over-period'] as const)
                    : ([
                        'period-over-period',
                        'channel-performance',
                        'campaign-comparison',
                      ] as const)
                  ).map((t) => (
                    <Button key={t} asChild variant="outline" size="sm">
                      <Link to={analyticsPaths.report(t, selection, { type, id })}>
                        {REPORT_INFO[t].title}
                      </Link>
                    </Button>
                  ))}
                </div>
              </Section>
            )}
          </div>
        )}
      </OverviewGate>
    </AnalyticsPage>
  );
}
